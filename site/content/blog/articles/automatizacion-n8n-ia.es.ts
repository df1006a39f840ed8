import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'Qué es n8n, flujos útiles para ventas, atención al cliente y administración, cómo usar agentes de IA con supervisión humana y qué vigilar en seguridad y costes.',
  relatedServices: ['services/automation', 'services/web', 'services/marketing'],
  relatedPosts: ['ia-desarrollo-web', 'marketing-ia-pymes'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'Copiar los datos de un formulario al CRM, responder por enésima vez a la misma pregunta sobre plazos de entrega, pasar las facturas del correo a la hoja de contabilidad… Cada tarea parece pequeña, pero juntas se comen horas que tu equipo podría dedicar a vender, atender a los clientes o mejorar el producto.',
    },
    {
      type: 'paragraph',
      content:
        'La automatización no es nueva, pero han cambiado dos cosas: herramientas visuales como n8n conectan casi cualquier aplicación sin grandes desarrollos a medida, y los modelos de lenguaje automatizan tareas que antes exigían leer y entender un texto. Te contamos qué es n8n, qué flujos funcionan en ventas, atención al cliente y administración, cómo incorporar la IA sin perder el control y qué vigilar en seguridad y costes.',
    },
    {
      type: 'heading',
      content: 'Qué es n8n',
    },
    {
      type: 'paragraph',
      content:
        'n8n es una plataforma de automatización de flujos de trabajo nacida en Berlín en 2019. Cada flujo se construye en un lienzo visual uniendo nodos: un disparador (un formulario recibido, un correo nuevo, una hora programada o una llamada a un webhook) seguido de pasos que transforman los datos y actúan sobre otras aplicaciones. Incluye más de 400 integraciones listas para usar, como Google Workspace, Slack, HubSpot o WhatsApp Business, y cuando una aplicación no tiene nodo propio, el nodo HTTP Request permite comunicarse con cualquier API. Si hace falta lógica a medida, el nodo Code acepta JavaScript y Python.',
    },
    {
      type: 'subheading',
      content: 'Fair-code y autoalojable',
    },
    {
      type: 'paragraph',
      content:
        'n8n se distribuye con un modelo que sus creadores llaman fair-code: el código fuente es público y puedes instalarlo en tu propio servidor (con Docker, por ejemplo) y usarlo gratis para los procesos internos de tu empresa. No es código abierto en sentido estricto, porque su licencia, la Sustainable Use License, impide entre otras cosas revender n8n como servicio a terceros, y algunas funciones empresariales requieren una licencia de pago. Si prefieres no mantener servidores, existe n8n Cloud, alojado por el fabricante.',
    },
    {
      type: 'paragraph',
      content:
        'Para una pyme, el autoalojamiento tiene dos ventajas: los datos de los clientes no pasan por servidores de terceros y el coste no se dispara al crecer el número de ejecuciones. A cambio, alguien debe ocuparse de actualizaciones, copias de seguridad y monitorización.',
    },
    {
      type: 'heading',
      content: 'Flujos prácticos para tu empresa',
    },
    {
      type: 'paragraph',
      content:
        'Conviene empezar por procesos repetitivos, frecuentes y con reglas claras. Estos flujos son de los que más tiempo ahorran a nuestros clientes:',
    },
    {
      type: 'subheading',
      content: 'Ventas: ningún contacto sin respuesta',
    },
    {
      type: 'paragraph',
      content:
        'Cuando alguien rellena el formulario de tu web, un webhook pone en marcha el flujo: n8n crea o actualiza el contacto en el CRM, comprueba si ya es cliente, usa un modelo de lenguaje para clasificar la solicitud según el servicio y el presupuesto indicados, y avisa al comercial adecuado por Slack o por correo con un resumen. Si a las 48 horas no hay actividad en el CRM, el flujo envía un recordatorio. Resultado: respuestas en minutos, no en días.',
    },
    {
      type: 'subheading',
      content: 'Atención al cliente: primera respuesta inmediata',
    },
    {
      type: 'paragraph',
      content:
        'Los mensajes que llegan por correo, chat o WhatsApp pasan por un clasificador que detecta el tema y la urgencia. Las consultas frecuentes (horarios, estado de un pedido, envíos) se responden con tu base de conocimiento y tu sistema de pedidos; las reclamaciones y los casos delicados pasan a una persona con un resumen de la conversación y el historial del cliente, para que nadie pregunte lo mismo dos veces.',
    },
    {
      type: 'subheading',
      content: 'Administración: menos copiar y pegar',
    },
    {
      type: 'list',
      items: [
        'Extraer automáticamente los datos de las facturas de proveedores que llegan en PDF por correo y registrarlos en tu hoja de cálculo o programa de contabilidad.',
        'Generar y enviar cada lunes un informe con las ventas, los contactos nuevos y los cobros pendientes de la semana anterior.',
        'Dar de alta a un cliente nuevo en un solo paso, creando su carpeta compartida, su proyecto en la herramienta de gestión y el correo de bienvenida.',
        'Sincronizar existencias o precios entre tu tienda online y tu sistema de gestión para evitar errores y ventas de productos agotados.',
      ],
    },
    {
      type: 'heading',
      content: 'La IA dentro de tus flujos',
    },
    {
      type: 'paragraph',
      content:
        'n8n incorpora nodos de IA basados en LangChain que se conectan con proveedores como OpenAI, Anthropic, Google Gemini o Mistral, o con modelos que se ejecutan en tu servidor mediante Ollama. Hay nodos para tareas concretas, como clasificar textos, analizar el sentimiento, resumir documentos o extraer datos estructurados de un correo, y un nodo AI Agent que combina un modelo de lenguaje con memoria y herramientas: puede consultar tu CRM, buscar en una base de conocimiento vectorial o llamar a otro flujo de n8n para decidir el siguiente paso. Con un almacén vectorial como Qdrant o PGVector puedes montar un asistente que responda con la documentación de tu empresa (la técnica conocida como RAG).',
    },
    {
      type: 'image',
      image: 'article-automatizacion-n8n-ia',
      alt: 'Ilustración de un flujo de trabajo de automatización: nodos conectados sobre un lienzo oscuro, con un nodo central de agente de IA que enlaza el correo, el CRM, una hoja de cálculo y un paso de aprobación humana',
    },
    {
      type: 'paragraph',
      content: 'La clave está en usar la IA donde aporta valor, y no en todas partes:',
    },
    {
      type: 'list',
      items: [
        'Úsala para interpretar texto libre: ordenar correos, extraer datos de documentos o detectar la intención de un mensaje.',
        'Úsala para redactar borradores de respuestas, resúmenes o propuestas que después revisa una persona.',
        'Deja la lógica exacta, como cálculos, reglas de negocio y cambios de estado, en nodos convencionales, que siempre dan el mismo resultado.',
        'Pide al modelo respuestas con una estructura fija, por ejemplo en JSON, y valídalas antes de pasarlas al siguiente paso.',
      ],
    },
    {
      type: 'heading',
      content: 'Una persona al mando: supervisión humana',
    },
    {
      type: 'paragraph',
      content:
        'Automatizar no significa apartar a las personas de las decisiones importantes. En n8n un flujo puede detenerse y esperar: el nodo Wait reanuda la ejecución cuando alguien pulsa un enlace o envía un formulario, y varias integraciones, como Slack o Gmail, permiten enviar un mensaje y esperar la respuesta antes de continuar. Así, el agente de IA prepara la respuesta a una reclamación o el borrador de un presupuesto, y un miembro del equipo lo aprueba, lo corrige o lo rechaza con un clic.',
    },
    {
      type: 'paragraph',
      content:
        'Te recomendamos exigir aprobación humana en todo lo que se envía a un cliente con compromisos económicos o legales, en las acciones difíciles de deshacer (pagos, borrados, cambios masivos) y, durante las primeras semanas, en cualquier flujo nuevo con IA. Cuando el flujo demuestre que es fiable, podrás relajar la supervisión poco a poco.',
    },
    {
      type: 'heading',
      content: 'Seguridad y costes',
    },
    {
      type: 'subheading',
      content: 'Seguridad',
    },
    {
      type: 'list',
      items: [
        'Protege el editor con contraseñas robustas y verificación en dos pasos, y no lo expongas a internet si no es necesario.',
        'Guarda las credenciales en el gestor cifrado de n8n, con una clave de cifrado propia y los permisos mínimos en cada API.',
        'Autentica los webhooks públicos con una cabecera o un token para que nadie pueda disparar tus flujos desde fuera.',
        'Envía al modelo de lenguaje solo los datos imprescindibles, comprueba dónde procesa la información tu proveedor y ten en cuenta el RGPD si tratas datos de clientes europeos.',
        'Limita las herramientas a las que accede un agente: un texto malicioso escondido en un correo puede intentar manipular sus instrucciones, una técnica conocida como inyección de prompts.',
        'Mantén n8n actualizado, haz copias de seguridad de su base de datos y configura un flujo de errores que te avise cuando algo falle.',
      ],
    },
    {
      type: 'subheading',
      content: 'Costes',
    },
    {
      type: 'paragraph',
      content:
        'Con la edición autoalojada no pagas licencia, pero sí el servidor (para empezar basta uno modesto) y las horas de mantenimiento. n8n Cloud cobra según el plan y el número de ejecuciones de flujos completos, no por cada paso. A eso se suma el consumo de los modelos de IA, que se paga por tokens: usa modelos pequeños para clasificar y extraer datos, reserva los más potentes para las tareas complejas y limita la longitud de las entradas. Antes de automatizar, calcula cuántas horas al mes ocupa el proceso; ese dato te dirá enseguida si compensa.',
    },
    {
      type: 'heading',
      content: 'Empieza por un proceso',
    },
    {
      type: 'paragraph',
      content:
        'No hace falta automatizar toda la empresa de golpe: un solo flujo bien elegido puede devolverte varias horas a la semana y te servirá para aprender qué funciona en tu caso. En Nodo Web Studio diseñamos, ponemos en marcha y mantenemos automatizaciones con n8n e IA, tanto en la nube como en tu propio servidor. Cuéntanos qué tareas te roban más tiempo y te propondremos por dónde empezar.',
    },
  ],
};

export default article;
