import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'Cómo aplicar la IA al marketing de tu pyme: contenido, publicidad, email y analítica, con un plan práctico de 90 días para empezar con poco presupuesto.',
  relatedServices: ['services/marketing', 'services/content', 'services/automation'],
  relatedPosts: ['ia-desarrollo-web', 'automatizacion-n8n-ia'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'Hace pocos años, las herramientas de marketing más avanzadas eran cosa de empresas con departamentos enteros de analistas y redactores. Hoy cualquier pyme puede redactar el borrador de una newsletter en minutos, generar variaciones de un anuncio, resumir las opiniones de sus clientes o dejar que Google Ads reparta el presupuesto entre la búsqueda, YouTube y Display. La inteligencia artificial ha abaratado tareas que antes exigían mucho tiempo o una agencia externa, y eso cambia las reglas del juego para los negocios pequeños.',
    },
    {
      type: 'paragraph',
      content:
        'Pero la IA no es una estrategia en sí misma. Usada sin criterio produce textos genéricos, campañas que gastan sin control y decisiones basadas en datos incompletos. En este artículo vemos dónde aporta valor real a una pequeña empresa, qué herramientas conviene conocer y cómo empezar con un presupuesto ajustado midiendo resultados desde el primer mes.',
    },
    { type: 'heading', content: 'Qué puede hacer la IA por tu marketing (y qué no)' },
    {
      type: 'paragraph',
      content:
        'Los modelos de lenguaje como ChatGPT, Claude o Gemini son muy buenos produciendo borradores, resumiendo información, proponiendo ideas y adaptando un mismo mensaje a distintos formatos. Los sistemas de aprendizaje automático de las plataformas de publicidad y de email destacan al detectar patrones en grandes volúmenes de datos: a quién mostrar un anuncio, a qué hora enviar un correo o qué clientes tienen más probabilidades de volver a comprar. En una pyme, eso se traduce en tareas concretas:',
    },
    {
      type: 'list',
      items: [
        'Redactar primeros borradores de artículos, publicaciones para redes sociales y fichas de producto.',
        'Generar varias versiones de un titular o de un anuncio para compararlas entre sí.',
        'Resumir reseñas, encuestas y conversaciones con clientes para detectar dudas y objeciones frecuentes.',
        'Crear o retocar imágenes para redes sociales y banners sin depender siempre de una sesión de fotos.',
        'Segmentar contactos y ajustar pujas o presupuestos de forma automática según el rendimiento.',
      ],
    },
    {
      type: 'paragraph',
      content:
        'Lo que la IA no hace es conocer tu negocio. No sabe qué margen deja cada producto, por qué te eligen tus mejores clientes ni qué promesas puedes cumplir. Tampoco garantiza que lo que escribe sea cierto: un modelo de lenguaje puede inventar datos con total seguridad. Por eso tu papel pasa de producir cada pieza a dirigir, revisar y decidir.',
    },
    { type: 'heading', content: 'Contenido de calidad en menos tiempo' },
    {
      type: 'paragraph',
      content:
        'El contenido es la base del marketing de una pyme: alimenta las redes y el email y ayuda a posicionar la web. La IA permite mantener un ritmo de publicación constante sin que eso consuma toda la semana, siempre que forme parte de un proceso claro.',
    },
    { type: 'subheading', content: 'Un flujo de trabajo que funciona' },
    {
      type: 'list',
      items: [
        'Define el objetivo y el público de cada pieza antes de abrir cualquier herramienta.',
        'Dale contexto a la IA: quién eres, cómo hablas, qué vendes y ejemplos de textos tuyos que te gusten.',
        'Pide un esquema y varias alternativas en lugar de esperar un texto definitivo a la primera.',
        'Reescribe con tu experiencia: casos reales y preguntas que te hacen tus clientes.',
        'Verifica cada dato, cifra y afirmación antes de publicar.',
      ],
    },
    { type: 'subheading', content: 'Cuidado con el contenido genérico' },
    {
      type: 'paragraph',
      content:
        'Google ha dejado claro que no penaliza un contenido por haberse creado con ayuda de la IA, sino el contenido pensado para manipular los resultados de búsqueda en lugar de ayudar a las personas. Publicar en masa artículos sin revisar es justo lo que sus políticas consideran spam. La mejor protección es aportar lo que un modelo no puede inventar: tu experiencia, tus opiniones y tus ejemplos.',
    },
    {
      type: 'image',
      image: 'article-marketing-ia-pymes',
      alt: 'Ilustración abstracta del marketing asistido por IA: una red de nodos luminosos conecta un megáfono, gráficos de campañas y mensajes de clientes.',
    },
    { type: 'heading', content: 'Publicidad: deja trabajar al algoritmo, pero con buenas señales' },
    {
      type: 'paragraph',
      content:
        'Las principales plataformas publicitarias ya funcionan con IA por defecto. En Google Ads, las campañas Performance Max reúnen la búsqueda, YouTube, Display, Gmail, Discover y Maps en una sola campaña y deciden dónde mostrar cada anuncio. En Meta, las campañas Advantage+ automatizan la segmentación y el reparto entre Facebook e Instagram. Para una pyme sin un especialista a tiempo completo, esto simplifica mucho la gestión.',
    },
    { type: 'subheading', content: 'Lo que el algoritmo necesita de ti' },
    {
      type: 'paragraph',
      content:
        'La automatización optimiza hacia el objetivo que le marques y solo es tan buena como los datos que recibe. Antes de aumentar la inversión, revisa estos puntos:',
    },
    {
      type: 'list',
      items: [
        'Mide conversiones reales, como solicitudes de presupuesto, llamadas o ventas, y no solo clics o visitas.',
        'Asigna un valor aproximado a cada conversión para que la plataforma priorice a los clientes más rentables.',
        'Aporta material variado: varios titulares, descripciones, imágenes y vídeos que el sistema pueda combinar.',
        'Excluye las búsquedas, ubicaciones o audiencias que no te interesan siempre que la plataforma lo permita.',
        'Deja un periodo de aprendizaje antes de juzgar una campaña y evita cambios bruscos cada pocos días.',
      ],
    },
    { type: 'heading', content: 'Email, atención al cliente y personalización' },
    {
      type: 'paragraph',
      content:
        'El email sigue siendo uno de los canales más rentables para una pyme, y herramientas como Mailchimp, Brevo o HubSpot ya incorporan funciones de IA: sugerencias de asunto, redacción asistida, envío a la hora en que cada contacto suele abrir sus correos y segmentos basados en el comportamiento.',
    },
    {
      type: 'paragraph',
      content:
        'En la atención al cliente, un chatbot integrado en tu web puede responder las preguntas frecuentes a cualquier hora, cualificar a los interesados y pasar la conversación a una persona cuando hace falta. Combinado con una herramienta de automatización como n8n, el mismo flujo puede guardar el contacto en tu CRM, avisar al equipo comercial y enviar un correo de seguimiento sin intervención manual. La clave está en diseñar bien las respuestas y dejar siempre una salida hacia una persona.',
    },
    { type: 'heading', content: 'Un plan de 90 días para empezar' },
    {
      type: 'paragraph',
      content:
        'No hace falta transformar todo el marketing de golpe. Lo eficaz es empezar por un par de procesos que consuman tiempo y se puedan medir:',
    },
    {
      type: 'list',
      items: [
        'Mes 1: revisa la analítica, configura la medición de conversiones y documenta tu tono de marca y tu cliente ideal.',
        'Mes 2: incorpora la IA a la producción de contenido y al email, con una revisión humana obligatoria antes de publicar.',
        'Mes 3: lanza o reorganiza una campaña de pago con objetivos de conversión y compara los resultados con el periodo anterior.',
        'Al cierre: decide qué mantener, qué ajustar y qué abandonar a partir de los datos, no de las impresiones.',
      ],
    },
    { type: 'subheading', content: 'Datos, privacidad y supervisión humana' },
    {
      type: 'paragraph',
      content:
        'Antes de pegar información en una herramienta de IA, comprueba qué hace el proveedor con ella. No introduzcas datos personales de tus clientes en servicios sin garantías contractuales, respeta el consentimiento de tus contactos y, si vendes en Europa, ten presentes el RGPD y el Reglamento Europeo de Inteligencia Artificial, cuyas obligaciones se aplican de forma escalonada. Y designa a alguien que revise lo que se publica: la IA acelera el trabajo, pero la responsabilidad sigue siendo tuya.',
    },
    { type: 'heading', content: 'Conclusión' },
    {
      type: 'paragraph',
      content:
        'La inteligencia artificial permite a una pyme hacer más marketing con menos recursos: publicar contenido con regularidad, sacar más partido a la inversión publicitaria y atender a sus clientes a cualquier hora. Los resultados llegan cuando se combina con una estrategia clara, buenos datos y criterio humano. Si quieres saber por dónde empezar en tu caso, escríbenos: en Nodo Web Studio analizamos tu situación, te proponemos un plan adaptado a tu presupuesto y te acompañamos en la puesta en marcha, desde el contenido y las campañas hasta la automatización.',
    },
  ],
};

export default article;
