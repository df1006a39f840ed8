import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'Cómo la inteligencia artificial cambia el desarrollo web: asistentes de código, prototipos, personalización y chatbots, con sus riesgos y buenas prácticas.',
  relatedServices: ['services/web', 'services/automation', 'services/design'],
  relatedPosts: ['automatizacion-n8n-ia', 'marketing-ia-pymes'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'Hasta hace poco, la inteligencia artificial en el desarrollo web se limitaba a algún autocompletado ingenioso y a chatbots que respondían con frases de manual. Hoy forma parte del trabajo diario: los asistentes de código escriben y revisan funciones enteras, las herramientas de diseño generan interfaces a partir de una descripción y los sitios web pueden adaptar su contenido a cada visitante o resolver sus dudas a cualquier hora.',
    },
    {
      type: 'paragraph',
      content:
        'En Nodo Web Studio usamos estas herramientas a diario y también las integramos en los proyectos de nuestros clientes. En este artículo repasamos qué está cambiando de verdad, dónde aporta valor la IA, dónde conviene mantener el criterio humano y qué debes tener en cuenta si quieres incorporarla a tu sitio web.',
    },
    { type: 'heading', content: 'Asistentes de código: de autocompletar a programar en pareja' },
    { type: 'subheading', content: 'Qué hacen hoy' },
    {
      type: 'paragraph',
      content:
        'GitHub Copilot, disponible para todo el público desde 2022, popularizó la idea de un asistente que sugiere código mientras escribes. Desde entonces el salto ha sido enorme: editores como Cursor o Windsurf, y el propio Copilot con su modo de edición de varios archivos, proponen cambios coordinados en todo un proyecto a partir de una instrucción en lenguaje natural. Modelos como Claude 3.5 Sonnet o GPT-4o conocen bien tecnologías como React, Next.js o Tailwind CSS, y desde diciembre de 2024 GitHub ofrece además un plan gratuito de Copilot en VS Code.',
    },
    {
      type: 'paragraph',
      content: 'En nuestro día a día, el asistente resulta especialmente útil para:',
    },
    {
      type: 'list',
      items: [
        'Generar el código repetitivo de formularios, validaciones, tipos de TypeScript y llamadas a APIs.',
        'Escribir pruebas unitarias a partir de una función existente y proponer casos límite que podrían escaparse.',
        'Explicar código heredado o poco documentado antes de tocarlo.',
        'Adaptar la sintaxis al actualizar una librería que introduce cambios incompatibles.',
        'Redactar documentación técnica y mensajes de commit claros.',
      ],
    },
    { type: 'subheading', content: 'Lo que no conviene delegar' },
    {
      type: 'paragraph',
      content:
        'La IA escribe rápido, pero no asume responsabilidades. Puede inventar funciones que no existen en una librería, sugerir dependencias desactualizadas o introducir vulnerabilidades sutiles, como consultas sin sanear o claves expuestas en el navegador. Por eso cada línea generada pasa por la misma revisión que el código escrito a mano: lectura atenta, pruebas automatizadas y análisis de seguridad. Las decisiones de arquitectura, la accesibilidad y el rendimiento siguen dependiendo de personas con experiencia que entienden el negocio del cliente.',
    },
    {
      type: 'image',
      image: 'article-ia-desarrollo-web',
      alt: 'Ilustración abstracta de un editor de código en el que un asistente de inteligencia artificial propone líneas resaltadas junto a la ventana de chat de una página web',
    },
    { type: 'heading', content: 'Diseño y prototipos en minutos' },
    {
      type: 'paragraph',
      content:
        'Herramientas como v0, de Vercel, o Bolt.new, de StackBlitz, generan una interfaz funcional a partir de una descripción en texto o incluso de una captura de pantalla. Figma, por su parte, prueba en beta funciones de IA para crear primeros borradores de pantallas y renombrar capas automáticamente. Para nosotros son un acelerador en las primeras fases: en una misma reunión podemos pasar de una idea a un prototipo navegable y validar la estructura con el cliente antes de invertir horas en el diseño definitivo.',
    },
    {
      type: 'paragraph',
      content:
        'Eso sí, un prototipo generado no es un producto terminado. Su código suele necesitar una limpieza importante, la identidad visual resulta genérica y rara vez cumple por sí solo las pautas de accesibilidad WCAG. El valor está en acortar el camino hasta las decisiones importantes, no en saltárselas.',
    },
    { type: 'heading', content: 'Personalización: un sitio que se adapta a cada visitante' },
    {
      type: 'paragraph',
      content:
        'La personalización ya no es exclusiva de las grandes plataformas. Con modelos de lenguaje y búsqueda semántica, una web mediana puede ofrecer experiencias más relevantes sin montar un departamento de datos. Algunos ejemplos que ya aplicamos o recomendamos:',
    },
    {
      type: 'list',
      items: [
        'Buscadores semánticos que entienden la intención, como «zapatillas para correr por montaña», y no solo palabras exactas.',
        'Recomendaciones de productos o artículos basadas en lo que el visitante está consultando.',
        'Mensajes y llamadas a la acción distintos según el origen de la visita o la etapa de compra.',
        'Descripciones de producto y textos alternativos de imágenes generados como borrador y revisados por una persona.',
      ],
    },
    { type: 'subheading', content: 'La privacidad, primero' },
    {
      type: 'paragraph',
      content:
        'Personalizar exige datos, y los datos exigen responsabilidad. Antes de enviar información de tus usuarios a un proveedor de IA, comprueba dónde se procesa, si se utiliza para entrenar modelos y qué dice tu política de privacidad. Si tienes clientes en Europa, el RGPD se aplica igual que a cualquier otro tratamiento, y muchas mejoras funcionan bien con datos anónimos o de la sesión, sin necesidad de identificar a nadie.',
    },
    { type: 'heading', content: 'Chatbots que resuelven dudas de verdad' },
    {
      type: 'paragraph',
      content:
        'Los antiguos chatbots de árbol de decisiones frustraban más de lo que ayudaban. Los actuales, basados en modelos de lenguaje, responden con naturalidad y, lo más importante, con información de tu negocio. La técnica clave se llama generación aumentada por recuperación (RAG): el asistente busca primero en tus documentos, tu catálogo o tus preguntas frecuentes y responde a partir de ese contenido, en lugar de improvisar.',
    },
    {
      type: 'paragraph',
      content:
        'En los proyectos de automatización que desarrollamos con n8n, el chatbot no se queda en la conversación: puede consultar el estado de un pedido, registrar un contacto en el CRM o agendar una cita. Para que funcione bien, recomendamos:',
    },
    {
      type: 'list',
      items: [
        'Limitar sus respuestas a fuentes aprobadas y pedirle que reconozca cuando no sabe algo.',
        'Ofrecer siempre la opción de hablar con una persona, que reciba el historial de la conversación.',
        'Avisar con claridad de que el usuario está hablando con un asistente automático.',
        'Cargar el widget solo cuando el usuario lo abre, para no penalizar la velocidad ni las Core Web Vitals.',
        'Revisar las conversaciones con regularidad para detectar errores y preguntas sin respuesta.',
      ],
    },
    {
      type: 'paragraph',
      content:
        'El aviso de transparencia no es solo una buena práctica: el Reglamento europeo de IA, en vigor desde agosto de 2024, lo convierte en obligación a medida que sus disposiciones se aplican por fases.',
    },
    { type: 'heading', content: 'Cómo empezar sin perder el control' },
    {
      type: 'paragraph',
      content:
        'No hace falta rehacer tu web para aprovechar la IA. Lo más sensato es empezar por un problema concreto y medible: las consultas repetidas que saturan tu correo, un buscador que no encuentra nada o un catálogo con cientos de fichas sin descripción. Define qué quieres mejorar, prueba con un alcance pequeño, mide el resultado y amplía solo lo que funciona. Y recuerda que la IA amplifica lo que ya tienes: si el contenido está desordenado o la web es lenta, primero hay que arreglar la base.',
    },
    { type: 'heading', content: 'Conclusión: la IA como aliada, no como sustituto' },
    {
      type: 'paragraph',
      content:
        'La inteligencia artificial ya está cambiando cómo se diseñan, programan y usan los sitios web, pero el criterio, la calidad y la responsabilidad siguen siendo humanos. Si quieres saber qué puede aportar a tu proyecto, ya sea un asistente para tus clientes, una búsqueda más inteligente o flujos automatizados, cuéntanos tu caso y te propondremos un plan realista, sin promesas vacías.',
    },
  ],
};

export default article;
