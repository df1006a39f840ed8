import type { ArticleBody } from '../article';

const article: ArticleBody = {
  metaDescription:
    'Next.js, Nuxt, Astro, React Router 7 (antes Remix) y SvelteKit en 2025: qué ofrece cada metaframework de JavaScript y cómo elegir el adecuado para tu web.',
  relatedServices: ['services/web', 'services/ecommerce', 'technologies'],
  relatedPosts: ['seo-core-web-vitals', 'ia-desarrollo-web'],
  blocks: [
    {
      type: 'paragraph',
      content:
        'Hace unos años, empezar un proyecto con React o Vue implicaba elegir un enrutador, configurar un empaquetador, decidir cómo renderizar en el servidor y unir todas las piezas a mano. Hoy esa tarea la resuelven los metaframeworks: capas construidas sobre una librería de interfaz que integran enrutamiento, carga de datos, renderizado y despliegue en un solo paquete con convenciones claras.',
    },
    {
      type: 'paragraph',
      content:
        'En 2025 la oferta es madura, pero también amplia, y cada opción parte de una filosofía distinta. En este artículo comparamos las cinco más relevantes, Next.js, Nuxt, Astro, Remix (hoy React Router 7) y SvelteKit, tal como están en enero de 2025, y te contamos cómo elegimos entre ellas en Nodo Web Studio según el tipo de proyecto.',
    },
    { type: 'heading', content: 'Qué resuelve un metaframework' },
    {
      type: 'paragraph',
      content:
        'Aunque cada uno tiene su estilo, todos asumen un conjunto de responsabilidades que antes recaían en el equipo de desarrollo:',
    },
    {
      type: 'list',
      items: [
        'Enrutamiento basado en archivos o en configuración, con rutas anidadas y parámetros dinámicos.',
        'Varios modos de renderizado, en el servidor (SSR), estático durante el build (SSG) o con regeneración periódica, combinables página a página.',
        'Carga de datos y envío de formularios integrados con el servidor, sin necesidad de montar una API aparte.',
        'Optimización automática del build, con división de código, precarga de rutas y gestión de imágenes y fuentes.',
        'Adaptadores para desplegar en un servidor Node, en contenedores o en plataformas serverless y edge.',
      ],
    },
    {
      type: 'paragraph',
      content:
        'La diferencia está en cómo equilibran estas piezas, y eso se nota en la velocidad de carga, el posicionamiento y el coste de mantenimiento. Además, Nuxt, Astro, SvelteKit y React Router 7 se apoyan en Vite, mientras que Next.js usa Turbopack en desarrollo y webpack en producción.',
    },
    {
      type: 'image',
      image: 'article-metaframeworks-2025',
      alt: 'Ilustración abstracta de cinco bloques de construcción de colores, cada uno con un símbolo de código, encajando sobre una base común que representa una página web',
    },
    { type: 'heading', content: 'Los cinco protagonistas' },
    { type: 'subheading', content: 'Next.js 15: el estándar de facto en React' },
    {
      type: 'paragraph',
      content:
        'Next.js, mantenido por Vercel, es el metaframework más extendido del ecosistema React. Su App Router, estable desde la versión 13.4, se basa en los React Server Components: los componentes se renderizan en el servidor por defecto y solo envían JavaScript al navegador los que necesitan interactividad. La versión 15, publicada en octubre de 2024, trajo compatibilidad con React 19, Turbopack estable para el entorno de desarrollo y un cambio importante: las peticiones fetch y las rutas GET ya no se cachean por defecto, lo que hace más predecible su comportamiento.',
    },
    {
      type: 'paragraph',
      content:
        'Su gran ventaja es el ecosistema: documentación, librerías y profesionales disponibles. Su punto débil es la complejidad, porque el modelo de caché y la frontera entre servidor y cliente exigen una curva de aprendizaje.',
    },
    { type: 'subheading', content: 'Nuxt 3: productividad para equipos de Vue' },
    {
      type: 'paragraph',
      content:
        'Nuxt es a Vue lo que Next.js es a React, con un enfoque muy centrado en la comodidad del desarrollador: importación automática de componentes, enrutamiento por archivos y módulos para imágenes, contenido, internacionalización o SEO. Su motor de servidor, Nitro, despliega el mismo proyecto en Node, serverless o edge cambiando solo un preset, y las routeRules deciden ruta a ruta si una página es estática, se renderiza en el servidor o se regenera periódicamente.',
    },
    {
      type: 'paragraph',
      content:
        'Nuxt 3 es estable y maduro (llegó a la versión 3.15 en diciembre de 2024), y Nuxt 4 está en camino: ya puedes activar su modo de compatibilidad para preparar la migración.',
    },
    {
      type: 'subheading',
      content: 'Astro 5: contenido primero, JavaScript solo cuando hace falta',
    },
    {
      type: 'paragraph',
      content:
        'Astro parte de una idea distinta: la mayoría de los sitios son sobre todo contenido, así que por defecto genera HTML sin JavaScript en el cliente. Las partes interactivas se convierten en islas que se hidratan de forma independiente, al cargar la página, al entrar en pantalla o cuando el navegador queda libre, y pueden escribirse en React, Vue, Svelte, Solid o Preact dentro del mismo proyecto.',
    },
    {
      type: 'paragraph',
      content:
        'Astro 5, lanzado en diciembre de 2024, incorporó la Content Layer, que reúne en colecciones tipadas contenido de Markdown, de un CMS o de cualquier API, y las Server Islands, que sirven una página estática desde caché y completan después fragmentos dinámicos como el carrito. Para blogs, webs corporativas y documentación, su rendimiento es difícil de superar.',
    },
    {
      type: 'subheading',
      content: 'Remix y React Router 7: estándares web con React',
    },
    {
      type: 'paragraph',
      content:
        'Remix popularizó un modelo basado en los fundamentos de la web: cada ruta define un loader para leer datos y una action para procesar formularios, con objetos Request y Response estándar y mejora progresiva: los formularios funcionan incluso antes de que cargue el JavaScript. En noviembre de 2024 su equipo, respaldado por Shopify desde 2022, dio un paso inesperado: fusionó Remix en React Router 7, que ahora ofrece un modo framework con renderizado en el servidor, prerenderizado estático y tipos generados automáticamente para cada ruta.',
    },
    {
      type: 'paragraph',
      content:
        'Para quien usa Remix 2, React Router 7 es la continuación oficial, y quienes ya usan React Router pueden adoptar estas capacidades de forma gradual, sin reescribir su aplicación.',
    },
    {
      type: 'subheading',
      content: 'SvelteKit 2: ligereza y una gran experiencia de desarrollo',
    },
    {
      type: 'paragraph',
      content:
        'Svelte es un compilador: transforma los componentes en JavaScript muy ajustado en lugar de enviar un runtime pesado al navegador. Svelte 5, publicado en octubre de 2024, introdujo las runas ($state, $derived, $effect), un sistema de reactividad más explícito y predecible que funciona también fuera de los componentes. SvelteKit 2 aporta el resto: rutas por carpetas, funciones load, acciones de formulario con mejora progresiva y adaptadores para Node, sitios estáticos, Vercel, Netlify o Cloudflare.',
    },
    {
      type: 'paragraph',
      content:
        'Su comunidad es más pequeña que la de React o Vue, algo que se nota en la oferta de librerías y de profesionales, pero quienes lo prueban suelen valorar su sencillez.',
    },
    { type: 'heading', content: '¿Cuál elegir? Una guía rápida' },
    {
      type: 'paragraph',
      content:
        'No hay un ganador absoluto. Estas son las reglas que aplicamos al arrancar un proyecto:',
    },
    {
      type: 'list',
      items: [
        'Si tu web es sobre todo contenido (blog, web corporativa o landing page), Astro es la opción más directa.',
        'Si construyes una aplicación interactiva o un área de clientes con React, Next.js o React Router 7 son apuestas seguras.',
        'Si tu equipo domina Vue, Nuxt te dará productividad desde el primer día.',
        'Si dependes de formularios que deben funcionar incluso con conexiones lentas, React Router 7 y SvelteKit destacan por su mejora progresiva.',
        'Si buscas sencillez y poco JavaScript en el cliente, SvelteKit o Astro te lo pondrán fácil.',
      ],
    },
    { type: 'heading', content: 'Factores que pesan más que la moda' },
    { type: 'subheading', content: 'Equipo y mantenimiento' },
    {
      type: 'paragraph',
      content:
        'La primera pregunta no es técnica: ¿qué tecnología domina tu equipo y quién mantendrá el proyecto dentro de tres años? Un framework brillante que nadie sabe mantener es una mala inversión. Revisa también quién financia cada proyecto y cómo gestiona las versiones mayores: Next.js y Svelte tienen el respaldo de Vercel, React Router el de Shopify, y Nuxt y Astro cuentan con empresas propias y comunidades muy activas. Los cinco son de código abierto con licencia MIT.',
    },
    { type: 'subheading', content: 'Alojamiento y costes' },
    {
      type: 'paragraph',
      content:
        'Next.js se despliega en Vercel casi sin configuración y también puede alojarse en Node o Docker, aunque algunas funciones requieren más trabajo fuera de Vercel; para otras plataformas existen adaptadores como OpenNext. Los demás usan adaptadores o presets para prácticamente cualquier proveedor. Y si el sitio puede ser totalmente estático, el alojamiento es muy económico.',
    },
    { type: 'subheading', content: 'Rendimiento y SEO' },
    {
      type: 'paragraph',
      content:
        'Los cinco generan HTML en el servidor o durante el build, así que todos sirven para posicionar bien. La diferencia está en cuánto JavaScript llega al navegador y en lo fácil que es mantener buenas Core Web Vitals: Astro y SvelteKit parten con ventaja, mientras que en Next.js, Nuxt o React Router depende más de la disciplina del equipo.',
    },
    { type: 'heading', content: 'Conclusión: la mejor base es la que encaja con tu proyecto' },
    {
      type: 'paragraph',
      content:
        'En 2025 cualquiera de estos metaframeworks permite construir sitios rápidos, seguros y bien posicionados; la clave está en elegir según el tipo de proyecto, el equipo y los planes de crecimiento, no según la moda. Si estás a punto de empezar una web o te planteas migrar la que ya tienes, cuéntanos qué necesitas y te ayudaremos a elegir la base adecuada antes de escribir la primera línea de código.',
    },
  ],
};

export default article;
