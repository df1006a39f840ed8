import type { ProjectText } from './types';

/** Spanish project card texts, keyed by project id (see projects.ts). */
const texts: Record<number, ProjectText> = {
  1: {
    title: 'Clínica Solmar',
    description:
      'Sitio web con reserva de citas en línea para una clínica de medicina familiar, con fichas de especialistas y recordatorios automáticos. Las citas por teléfono bajaron a la mitad y las ausencias se redujeron un 30%.',
    category: 'Salud',
  },
  2: {
    title: 'Café Montaña Alta',
    description:
      'Tienda online para una marca venezolana de café de especialidad, con suscripciones mensuales y envíos a Estados Unidos y España. En el primer año, las ventas en línea se triplicaron y las suscripciones activas superaron las 400.',
    category: 'Comercio electrónico',
  },
  3: {
    title: 'Cambio Ágil',
    description:
      'Plataforma web para enviar remesas desde Estados Unidos a Latinoamérica, con verificación de identidad, pago con tarjeta y seguimiento de cada envío en tiempo real. Hoy procesa miles de operaciones al mes con trazabilidad completa.',
    category: 'Fintech',
  },
  4: {
    title: 'Arcelia Construcciones',
    description:
      'Sitio corporativo para una constructora, con un catálogo de obras filtrable, un mapa de proyectos y un formulario para pedir presupuestos. Las solicitudes desde la web se duplicaron en seis meses.',
    category: 'Construcción',
  },
  5: {
    title: 'Rutamar Travel',
    description:
      'Plataforma de reservas para una agencia de viajes del Caribe, con buscador de paquetes, disponibilidad en tiempo real y pago en línea. Las reservas directas crecieron un 45% y la agencia depende menos de los intermediarios.',
    category: 'Desarrollo web',
  },
  6: {
    title: 'LimpiaPro Hogar',
    description:
      'Web con cotizador instantáneo y agenda en línea para una empresa de limpieza a domicilio en Miami. Los clientes reservan en menos de dos minutos y reciben la confirmación automáticamente por WhatsApp y email.',
    category: 'Servicios',
  },
  7: {
    title: 'Grupo Atlántico Logística',
    description:
      'Sitio corporativo bilingüe para una empresa de transporte de carga, con páginas por servicio, rastreo de envíos y un gestor de contenidos fácil de usar. Carga en menos de un segundo y duplicó los contactos comerciales.',
    category: 'Sitio corporativo',
  },
  8: {
    title: 'Vibra Social',
    description:
      'Red social para creadores de contenido latinoamericanos, con perfiles, publicaciones, mensajes directos y notificaciones en tiempo real. Superó los diez mil usuarios registrados en sus primeros seis meses.',
    category: 'Redes sociales',
  },
  9: {
    title: 'Kora Skin',
    description:
      'Landing page de preventa para el lanzamiento de una línea de cuidado facial, con pago integrado y cuenta regresiva. El primer lote se agotó en diez días y el 6% de las visitas terminó en compra.',
    category: 'Landing page',
  },
  10: {
    title: 'Finza',
    description:
      'Aplicación web de facturación y control de gastos para freelancers y pymes, con cobros en línea, recordatorios de pago y reportes mensuales. Sus usuarios cobran sus facturas, en promedio, doce días antes.',
    category: 'Fintech',
  },
  11: {
    title: 'Publícalo',
    description:
      'Herramienta para planificar y programar publicaciones en Instagram, Facebook y LinkedIn desde un solo calendario, con aprobación del cliente incluida. Las agencias que la usan dedican la mitad del tiempo a gestionar sus redes.',
    category: 'Herramientas sociales',
  },
  12: {
    title: 'Mendoza & Asociados',
    description:
      'Sitio web para un bufete de abogados especializado en derecho migratorio, con áreas de práctica, blog jurídico y agenda de consultas. El blog se posicionó en Google y hoy genera la mayoría de las consultas nuevas.',
    category: 'Servicios profesionales',
  },
  13: {
    title: 'Conecta Pymes',
    description:
      'Plataforma de networking para pequeñas empresas, con directorio de miembros, eventos, mensajería y recomendaciones de contactos según el sector. En su primer año facilitó más de dos mil reuniones de negocio.',
    category: 'Networking',
  },
};

export default texts;
