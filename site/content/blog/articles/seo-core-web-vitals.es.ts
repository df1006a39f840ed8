import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'Guía práctica de Core Web Vitals: qué miden LCP, INP y CLS, cómo las evalúa Google con datos reales y qué cambios concretos mejoran cada métrica.',
  relatedServices: ['services/seo', 'services/web', 'audit'],
  relatedPosts: ['metaframeworks-2025', 'ia-desarrollo-web'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'Una web puede tener el mejor contenido de su sector y aun así perder visitantes en los primeros segundos: la imagen principal tarda en aparecer, el botón de compra no responde al primer toque o el texto salta justo cuando ibas a pulsar un enlace. Google mide estas frustraciones con unas métricas llamadas Core Web Vitals y las incluye entre las señales de experiencia de página que tienen en cuenta sus sistemas de posicionamiento.',
    },
    {
      type: 'paragraph',
      content:
        'En esta guía te explicamos qué mide cada métrica, cómo las evalúa Google con datos de usuarios reales, qué herramientas usar para diagnosticar los problemas y qué cambios concretos funcionan para mejorarlas. Es el mismo proceso que seguimos en nuestras auditorías.',
    },
    {
      type: 'heading',
      content: 'Qué son las Core Web Vitals',
    },
    {
      type: 'paragraph',
      content:
        'Las Core Web Vitals son tres métricas que resumen la experiencia de carga, la interactividad y la estabilidad visual de una página. Desde marzo de 2024 el trío lo forman LCP, INP y CLS: ese mes, Interaction to Next Paint (INP) sustituyó oficialmente a First Input Delay (FID), que solo medía el retraso de la primera interacción y que casi todos los sitios aprobaban sin esfuerzo. Google clasifica cada resultado como «bueno», «necesita mejorar» o «deficiente»:',
    },
    {
      type: 'list',
      items: [
        'LCP (Largest Contentful Paint) mide cuánto tarda en mostrarse el elemento de contenido más grande visible en pantalla; es bueno hasta 2,5 segundos y deficiente por encima de 4 segundos.',
        'INP (Interaction to Next Paint) mide cuánto tarda la página en dar una respuesta visual a los clics, toques y pulsaciones de teclado del visitante; es bueno hasta 200 milisegundos y deficiente por encima de 500.',
        'CLS (Cumulative Layout Shift) mide cuánto se desplazan de forma inesperada los elementos mientras se usa la página; es bueno hasta 0,1 y deficiente por encima de 0,25.',
      ],
    },
    {
      type: 'subheading',
      content: '¿Cuánto influyen en el posicionamiento?',
    },
    {
      type: 'paragraph',
      content:
        'Conviene ser realistas. Google ha dejado claro que las Core Web Vitals forman parte de las señales que usan sus sistemas de clasificación, pero también que la relevancia y la calidad del contenido pesan mucho más: una página rapidísima con contenido mediocre no superará a la mejor respuesta a una búsqueda. Las métricas marcan la diferencia entre páginas de calidad parecida y, sobre todo, después del clic: una web que carga rápido y responde al instante retiene más visitas y convierte mejor. Por eso las tratamos como una inversión en conversión que además suma en SEO.',
    },
    {
      type: 'heading',
      content: 'Cómo las mide Google: datos de campo y percentil 75',
    },
    {
      type: 'paragraph',
      content:
        'La evaluación que cuenta para Google no sale de una prueba puntual, sino de datos de campo: las mediciones que Chrome recoge de usuarios reales que han aceptado compartir sus estadísticas de uso. Se publican en el Chrome User Experience Report (CrUX) y abarcan un periodo móvil de 28 días. Cada métrica se evalúa en el percentil 75: una página aprueba el LCP solo si al menos tres de cada cuatro visitas ven el contenido principal en 2,5 segundos o menos. Móvil y escritorio se evalúan por separado, y las páginas con poco tráfico se agrupan con URL similares o se valoran con los datos del sitio completo.',
    },
    {
      type: 'paragraph',
      content:
        'En la práctica, no basta con que la web vaya bien en el ordenador de la oficina con fibra óptica: hay que optimizar para un visitante con un móvil de gama media y una conexión irregular.',
    },
    {
      type: 'subheading',
      content: 'Datos de laboratorio frente a datos de campo',
    },
    {
      type: 'paragraph',
      content:
        'Las herramientas de laboratorio cargan la página con un dispositivo y una red simulados, y sirven para diagnosticar problemas y probar cambios antes de publicarlos. Los datos de campo reflejan lo que viven tus usuarios, pero llegan con retraso: una mejora puede tardar hasta cuatro semanas en verse por completo en CrUX. Lo ideal es combinar ambos:',
    },
    {
      type: 'list',
      items: [
        'PageSpeed Insights reúne los datos de campo de CrUX, si la página o el sitio tienen tráfico suficiente, y un análisis de laboratorio de Lighthouse.',
        'El informe de Core Web Vitals de Google Search Console agrupa las URL de tu sitio por estado (buenas, necesitan mejorar o deficientes) y permite validar una corrección una vez publicada.',
        'Lighthouse, integrado en Chrome DevTools, audita la página en laboratorio y propone mejoras concretas; como en una carga normal no hay nadie haciendo clic, no mide el INP y usa el Total Blocking Time como indicador aproximado.',
        'El panel Performance de DevTools permite grabar una sesión, localizar las tareas largas y medir tus propias interacciones.',
        'La librería web-vitals de Google envía las métricas de tus visitantes reales a tu herramienta de analítica, con el detalle necesario para saber qué elemento o interacción causa cada problema.',
      ],
    },
    {
      type: 'image',
      image: 'article-seo-core-web-vitals',
      alt: 'Ilustración abstracta de un panel de control con tres indicadores circulares para LCP, INP y CLS, cada uno con zonas verde, ámbar y roja que marcan los umbrales de las Core Web Vitals',
    },
    {
      type: 'heading',
      content: 'LCP: que el contenido principal aparezca cuanto antes',
    },
    {
      type: 'paragraph',
      content:
        'El elemento LCP suele ser la imagen de portada, un banner o el titular principal. Su tiempo se descompone en cuatro partes: el tiempo hasta el primer byte (TTFB) del servidor, el retraso hasta que el navegador descubre el recurso, la duración de la descarga y el retraso hasta que se pinta en pantalla. Estas son las correcciones que más resultado dan:',
    },
    {
      type: 'list',
      items: [
        'Reduce el TTFB con caché en el servidor, una CDN cercana a tus visitantes y páginas prerrenderizadas o estáticas cuando el contenido lo permita.',
        'No apliques nunca la carga diferida (loading="lazy") a la imagen principal y márcala con fetchpriority="high" para que el navegador la descargue antes que el resto.',
        'Si la imagen se define como fondo en CSS o la inserta JavaScript, el navegador la descubre tarde: declárala directamente en el HTML o añade una indicación de preload.',
        'Sirve las imágenes en formatos modernos como AVIF o WebP, con srcset y sizes para que cada dispositivo descargue el tamaño adecuado.',
        'Elimina o aplaza el CSS y el JavaScript que bloquean el renderizado, e incluye en línea solo el CSS crítico de la parte visible de la página.',
      ],
    },
    {
      type: 'heading',
      content: 'INP: una web que responde al instante',
    },
    {
      type: 'paragraph',
      content:
        'INP observa todas las interacciones que se producen durante la visita (clics, toques y pulsaciones de teclado) y, a grandes rasgos, informa de la más lenta; en páginas con muchísimas interacciones descarta algunos valores extremos. Cada interacción tiene tres fases: el retraso de entrada, mientras el hilo principal termina lo que estaba haciendo; el tiempo de procesamiento de tus controladores de eventos, y el retraso de presentación hasta que el navegador pinta el siguiente fotograma. El enemigo habitual son las tareas largas: bloques de JavaScript de más de 50 milisegundos que impiden al navegador atender al usuario.',
    },
    {
      type: 'subheading',
      content: 'Correcciones que funcionan',
    },
    {
      type: 'list',
      items: [
        'Divide las tareas largas en fragmentos y cede el control al navegador entre ellos, con setTimeout o con scheduler.yield donde esté disponible.',
        'Muestra una respuesta visual inmediata, como un indicador de carga, y aplaza el trabajo no urgente, como el envío de analítica.',
        'Revisa los scripts de terceros: chats, píxeles publicitarios, mapas de calor y gestores de etiquetas suelen ser los grandes culpables de un INP deficiente.',
        'Mantén el DOM pequeño y evita intercalar lecturas y escrituras de estilos, que obligan al navegador a recalcular el diseño una y otra vez.',
        'En aplicaciones con React u otros frameworks, evita renderizados innecesarios, divide el código por rutas y usa hidratación progresiva o parcial.',
      ],
    },
    {
      type: 'heading',
      content: 'CLS: estabilidad visual sin sobresaltos',
    },
    {
      type: 'paragraph',
      content:
        'Un desplazamiento de diseño ocurre cuando un elemento visible cambia de posición sin que el usuario lo provoque: un anuncio que empuja el texto o una fuente que cambia de tamaño al cargarse. Los desplazamientos que se producen en los 500 milisegundos siguientes a una interacción no cuentan, porque el usuario los espera. CLS agrupa los desplazamientos en ventanas de tiempo y se queda con la peor, así que también importan los que ocurren mientras se hace scroll.',
    },
    {
      type: 'list',
      items: [
        'Indica siempre width y height, o la propiedad CSS aspect-ratio, en imágenes, vídeos e iframes para que el navegador reserve su espacio desde el principio.',
        'Reserva una altura mínima para anuncios, vídeos incrustados y widgets que se cargan más tarde.',
        'No insertes banners ni avisos encima del contenido ya visible; muéstralos superpuestos o en un espacio reservado.',
        'Ajusta la fuente de respaldo a las métricas de tu fuente web con size-adjust para que el texto no cambie de tamaño cuando termine la descarga.',
        'Anima con transform y opacity en lugar de propiedades como top, height o margin, que desplazan a los elementos vecinos.',
      ],
    },
    {
      type: 'heading',
      content: 'Un plan de trabajo para mejorar tus métricas',
    },
    {
      type: 'paragraph',
      content:
        'Optimizar sin método suele subir la nota de Lighthouse sin mejorar los datos reales. Este es el orden que seguimos:',
    },
    {
      type: 'subheading',
      content: '1. Diagnóstico con datos reales',
    },
    {
      type: 'paragraph',
      content:
        'Empieza por Search Console y PageSpeed Insights para saber qué métrica falla, en qué dispositivo y en qué grupos de páginas. Si falla una plantilla entera, como todas las fichas de producto, una sola corrección puede arreglar cientos de URL.',
    },
    {
      type: 'subheading',
      content: '2. Correcciones priorizadas',
    },
    {
      type: 'paragraph',
      content:
        'Ordena los problemas por impacto y esfuerzo: quitar la carga diferida de una imagen de portada lleva minutos; cambiar cómo hidrata la página un framework puede llevar semanas. Reproduce cada problema en laboratorio y comprueba la mejora simulando un móvil con CPU y red limitadas.',
    },
    {
      type: 'subheading',
      content: '3. Seguimiento continuo',
    },
    {
      type: 'paragraph',
      content:
        'Valida las correcciones en Search Console y vigila los datos durante los 28 días siguientes. Para que los problemas no vuelvan, fija presupuestos de rendimiento, revisa cada script de terceros antes de instalarlo y recoge tus propios datos de campo. El rendimiento no es un proyecto que se termina, sino un hábito.',
    },
    {
      type: 'heading',
      content: '¿Hablamos de tu web?',
    },
    {
      type: 'paragraph',
      content:
        'Las Core Web Vitals no son un fin en sí mismas, pero indican de forma fiable si tu web trata bien a tus visitantes, y mejorarlas suele traducirse en más conversiones. Si tus métricas están en rojo o no sabes por dónde empezar, en Nodo Web Studio auditamos tu sitio, priorizamos las correcciones y las aplicamos contigo. Cuéntanos tu proyecto y te diremos qué mejoras tendrán más impacto.',
    },
  ],
};

export default article;
