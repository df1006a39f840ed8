import { CV_MAX_BYTES, formatBytes } from '../../../domain';
import { siteConfig } from '../../config';
import { locales } from '../../i18n/format';
import type { PrivacyPolicy } from './types';

const policy: PrivacyPolicy = {
  sections: [
    {
      id: 'introduction',
      heading: 'Introducción',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Nodo Web Studio es un estudio de desarrollo web con equipo en Venezuela y oficinas en Miami y Valencia. Esta política explica qué datos personales tratamos cuando visitas nuestro sitio, nos pides un presupuesto, te postulas a una vacante, usas el chat o nuestras herramientas gratuitas; para qué los usamos, con quién los compartimos, cuánto tiempo los conservamos y qué derechos tienes.',
        },
        {
          type: 'paragraph',
          content:
            'Nodo Web Studio es el responsable del tratamiento de estos datos. Los tratamos conforme al Reglamento General de Protección de Datos de la Unión Europea (RGPD) cuando nos visitas desde el Espacio Económico Europeo, y conforme a la normativa aplicable en los demás países donde trabajamos.',
        },
        {
          type: 'paragraph',
          content:
            'Esta política cubre este sitio web. Los proyectos para clientes se rigen por su contrato, y los sitios externos a los que enlazamos, como nuestras redes sociales, tienen sus propias políticas de privacidad.',
        },
      ],
    },
    {
      id: 'data-collected',
      heading: 'Datos que recopilamos',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Solo recogemos los datos necesarios para atender lo que nos pides. El sitio no requiere cuenta y no recopilamos categorías especiales de datos, como información de salud o creencias.',
        },
        { type: 'subheading', content: 'Datos personales que nos facilitas' },
        {
          type: 'list',
          items: [
            'Formulario de contacto y solicitud de presupuesto: tu nombre, tu correo electrónico y tu mensaje (obligatorios), el tipo de servicio que te interesa y, si decides indicarlos, tu empresa, tu teléfono y un rango de presupuesto.',
            `Formulario de empleo: tu nombre, correo electrónico, teléfono, expectativa salarial, años de experiencia, nivel de inglés, una carta de presentación opcional y tu currículum en PDF, DOC o DOCX de hasta ${formatBytes(CV_MAX_BYTES, locales.es)}.`,
            'Chat: los mensajes que escribes, el idioma de la página, un identificador de sesión generado en cada carga de página y la hora de cada mensaje. No te pedimos tu nombre; si compartes datos personales en la conversación, solo los usamos para responderte.',
            'Auditoría web: la dirección (URL) del sitio que quieres analizar.',
            'Comunicaciones directas: lo que nos envíes por correo electrónico, por teléfono o por un servicio de mensajería.',
          ],
        },
        { type: 'subheading', content: 'Datos técnicos' },
        {
          type: 'paragraph',
          content:
            'Como cualquier servidor web, el nuestro recibe con cada visita tu dirección IP, el tipo de navegador, la página solicitada, la fecha y la hora. Usamos esta información para servir las páginas, limitar los envíos abusivos y proteger el sitio. No la usamos para elaborar perfiles.',
        },
        {
          type: 'paragraph',
          content:
            'El generador de códigos QR, el compresor de imágenes y la herramienta de recorte funcionan por completo en tu navegador: tus imágenes y el contenido de tus códigos QR nunca salen de tu dispositivo.',
        },
      ],
    },
    {
      id: 'uses',
      heading: 'Cómo usamos tus datos',
      blocks: [
        {
          type: 'paragraph',
          content: 'Usamos tus datos solo para estas finalidades, cada una con su base legal:',
        },
        {
          type: 'list',
          items: [
            'Responder a tus consultas y preparar presupuestos, como medidas precontractuales que tú solicitas.',
            'Prestar y facturar los servicios contratados, por ejecución del contrato y por obligación legal.',
            'Gestionar los procesos de selección: revisar tu candidatura y contactarte, a petición tuya, y considerarte para futuras vacantes si nos autorizas.',
            'Contestar en el chat y generar el informe de auditoría, porque son servicios que tú pides.',
            'Proteger el sitio y prevenir el fraude y el spam, por nuestro interés legítimo.',
            'Enviarte novedades u ofertas, solo con tu consentimiento.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'No tomamos decisiones basadas únicamente en tratamientos automatizados que te afecten significativamente: las candidaturas las revisan personas, y el análisis con inteligencia artificial de la auditoría evalúa sitios web, no personas.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies y almacenamiento local',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Hoy este sitio no instala cookies de seguimiento ni de ningún otro tipo. Solo guarda unos pocos datos en el almacenamiento de tu propio navegador, que no se envían a nuestros servidores.',
        },
        { type: 'subheading', content: 'Esenciales' },
        {
          type: 'list',
          items: [
            'Preferencia de idioma: cuando eliges un idioma, se guarda en el almacenamiento local (localStorage) con la clave i18nextLng para mostrarte el sitio en ese idioma en tus próximas visitas.',
            'Borradores de formularios: el navegador guarda un borrador de los formularios de contacto y de empleo en el almacenamiento de sesión para que no pierdas lo escrito si recargas la página. El currículum nunca se guarda, y el borrador se borra al enviar el formulario o al cerrar la pestaña.',
            'Control de envíos: el navegador anota la hora de tu último envío de cada formulario para evitar envíos duplicados por error.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'Son estrictamente necesarios para las funciones que usas, por lo que no requieren consentimiento. Puedes borrarlos desde la configuración de tu navegador.',
        },
        { type: 'subheading', content: 'Analíticas' },
        {
          type: 'paragraph',
          content:
            'Actualmente no usamos herramientas de analítica. Si en el futuro las incorporamos, solo se activarán después de que des tu consentimiento, y actualizaremos esta política para explicar qué herramienta usamos y qué datos recoge.',
        },
        { type: 'subheading', content: 'Marketing' },
        {
          type: 'paragraph',
          content:
            'Tampoco usamos cookies publicitarias ni píxeles de redes sociales. Si algún día los añadimos, también dependerán de tu consentimiento previo, que podrás retirar en cualquier momento.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Con quién compartimos tus datos',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Nunca vendemos ni alquilamos tus datos personales. Solo los compartimos con proveedores que nos ayudan a prestar el servicio y que actúan bajo contrato y siguiendo nuestras instrucciones:',
        },
        {
          type: 'list',
          items: [
            'Envío de los formularios: los mensajes de contacto, de consultoría y las candidaturas (con el currículum adjunto) llegan a nuestro buzón a través de EmailJS (EmailJS Pte. Ltd.), que los entrega por correo electrónico; cuando este sitio no usa EmailJS, los recibe nuestro propio servidor, que los guarda en una bandeja privada (solo accesible para el equipo) hasta que los pasamos a nuestro buzón.',
            'Proveedor de alojamiento: aloja el sitio y los servidores que procesan los formularios, el chat y las auditorías.',
            'Servicio de auditoría: la URL se envía a un servicio de medición de rendimiento y, para redactar las recomendaciones, a un proveedor de inteligencia artificial que solo recibe las métricas del sitio.',
            'Plataforma de automatización del chat: procesa tus mensajes y puede apoyarse en un modelo de inteligencia artificial para redactar la respuesta.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'También podemos comunicar datos a asesores sujetos a confidencialidad, como contables o abogados, y a las autoridades cuando la ley nos obligue.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Seguridad',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Aplicamos medidas técnicas y organizativas para proteger tus datos frente a accesos no autorizados, pérdidas o alteraciones, entre ellas:',
        },
        {
          type: 'list',
          items: [
            'Conexiones cifradas mediante HTTPS y cabeceras de seguridad estrictas.',
            'Validación de los datos recibidos, límites de tamaño y comprobación del tipo real de los archivos adjuntos.',
            'Límites de peticiones y claves de servicios externos guardadas solo en el servidor.',
            'Acceso restringido a las personas del equipo que lo necesitan, con compromisos de confidencialidad.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'Ningún sistema es invulnerable. Si una brecha de seguridad afectara a tus datos, lo notificaríamos a la autoridad competente y, cuando la ley lo exija, también a ti.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Tus derechos',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Si nos visitas desde el Espacio Económico Europeo, el RGPD te reconoce los derechos siguientes. En otros países tienes los que establezca tu legislación local, y atenderemos igualmente tus solicitudes en la medida de lo posible:',
        },
        {
          type: 'list',
          items: [
            'Acceso: saber si tratamos tus datos y obtener una copia.',
            'Rectificación: corregir los datos inexactos o completar los incompletos.',
            'Supresión: pedir que eliminemos tus datos cuando ya no sean necesarios o retires tu consentimiento.',
            'Oposición: oponerte a los tratamientos basados en nuestro interés legítimo y a las comunicaciones comerciales.',
            'Limitación: pedir que restrinjamos el uso de tus datos en ciertos casos, por ejemplo mientras verificamos su exactitud.',
            'Portabilidad: recibir en un formato estructurado y de uso común los datos que nos facilitaste, o que los enviemos a otro responsable.',
            'Retirada del consentimiento: en cualquier momento, sin que afecte a la licitud del tratamiento anterior.',
            'Reclamación: presentar una queja ante una autoridad de control, como la Agencia Española de Protección de Datos o la autoridad de tu país de residencia.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'Para ejercerlos, escríbenos a la dirección de la sección de contacto. Es gratuito, y solo te pediremos más información si necesitamos confirmar tu identidad.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Conservación de los datos',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Conservamos tus datos solo el tiempo necesario para su finalidad y para cumplir nuestras obligaciones legales:',
        },
        {
          type: 'list',
          items: [
            'Datos económicos y de facturación: 7 años, por las obligaciones contables y fiscales.',
            'Datos de marketing: 3 años desde tu última interacción con nosotros, o hasta que retires tu consentimiento si lo haces antes.',
            'Consultas y solicitudes de presupuesto que no se convierten en un proyecto: 12 meses desde nuestra última comunicación, tanto en nuestro buzón como en la bandeja del servidor.',
            'Candidaturas y currículums: hasta 6 meses desde el cierre del proceso de selección, o 12 meses si nos autorizas a considerarte para futuras vacantes; después los borramos del buzón y de la bandeja del servidor.',
            'Conversaciones del chat: un máximo de 6 meses.',
            'Registros técnicos del servidor: un máximo de 90 días, salvo que los necesitemos para investigar un incidente de seguridad.',
          ],
        },
        {
          type: 'paragraph',
          content:
            'No conservamos las auditorías asociadas a tu identidad: el informe que descargas queda solo en tu dispositivo. Al terminar cada plazo, eliminamos los datos o los anonimizamos.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transferencias internacionales',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Nuestro equipo trabaja desde Venezuela y tenemos oficinas en Miami (Estados Unidos) y Valencia (España), por lo que tus datos pueden consultarse desde países distintos del tuyo. Algunos proveedores también pueden tratarlos fuera del Espacio Económico Europeo.',
        },
        {
          type: 'paragraph',
          content:
            'En esos casos aplicamos garantías adecuadas, como las cláusulas contractuales tipo aprobadas por la Comisión Europea o, para proveedores estadounidenses, su adhesión al Marco de Privacidad de Datos UE-EE. UU. cuando la tengan, junto con controles de acceso y compromisos de confidencialidad de todo el equipo. Puedes pedirnos más información sobre estas garantías.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto de privacidad',
      blocks: [
        {
          type: 'paragraph',
          content: `Para cualquier pregunta sobre esta política o sobre el tratamiento de tus datos, y para ejercer tus derechos, escríbenos a ${siteConfig.email} indicando «Privacidad» en el asunto. También puedes llamarnos al ${siteConfig.phone} en el horario que figura al pie de cada página.`,
        },
        {
          type: 'paragraph',
          content:
            'Respondemos a todas las solicitudes en un plazo máximo de 30 días. Si una solicitud compleja requiere más tiempo, te lo comunicaremos dentro de ese plazo explicando el motivo.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en esta política',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Podemos actualizar esta política cuando cambien nuestros servicios, las herramientas que usamos o la legislación aplicable. La fecha de la última actualización aparece siempre en esta página.',
        },
        {
          type: 'paragraph',
          content:
            'Si el cambio es importante, por ejemplo si empezamos a usar cookies analíticas, lo anunciaremos con un aviso visible en el sitio antes de que entre en vigor y, si tenemos tu correo y te afecta directamente, también te escribiremos. Si un nuevo tratamiento requiere tu consentimiento, te lo pediremos antes.',
        },
      ],
    },
  ],
};

export default policy;
