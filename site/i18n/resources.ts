import en from './en';
import enHome from './en/home.json';
import enHomeMore from './en/homeMore.json';
import enMeta from './en-meta';
import enServiceWeb from './en/serviceWeb.json';
import enServiceShop from './en/serviceShop.json';
import enServiceDesign from './en/serviceDesign.json';
import enServiceSeo from './en/serviceSeo.json';
import enServiceMarketing from './en/serviceMarketing.json';
import enServicePlugins from './en/servicePlugins.json';
import enServiceAutomation from './en/serviceAutomation.json';
import enServiceContent from './en/serviceContent.json';
import enServices from './en/services.json';
import enTechnologies from './en/technologies.json';
import enForms from './en/forms.json';
import enCareers from './en/careers.json';
import enPages from './en/pages.json';
import enBlog from './en/blog.json';
import enPortfolio from './en/portfolio.json';
import enAgency from './en/agency.json';
import enOffer from './en/offer.json';
import enUtilities from './en/utilities.json';
import enAudit from './en/audit.json';
import enChat from './en/chat.json';
import enCompressor from './en/compressor.json';
import enCropper from './en/cropper.json';
import enQr from './en/qr.json';
import enPrivacy from './en/privacy.json';
import es from './es';
import esHome from './es/home.json';
import esHomeMore from './es/homeMore.json';
import esMeta from './es-meta';
import esServiceWeb from './es/serviceWeb.json';
import esServiceShop from './es/serviceShop.json';
import esServiceDesign from './es/serviceDesign.json';
import esServiceSeo from './es/serviceSeo.json';
import esServiceMarketing from './es/serviceMarketing.json';
import esServicePlugins from './es/servicePlugins.json';
import esServiceAutomation from './es/serviceAutomation.json';
import esServiceContent from './es/serviceContent.json';
import esServices from './es/services.json';
import esTechnologies from './es/technologies.json';
import esForms from './es/forms.json';
import esCareers from './es/careers.json';
import esPages from './es/pages.json';
import esBlog from './es/blog.json';
import esPortfolio from './es/portfolio.json';
import esAgency from './es/agency.json';
import esOffer from './es/offer.json';
import esUtilities from './es/utilities.json';
import esAudit from './es/audit.json';
import esChat from './es/chat.json';
import esCompressor from './es/compressor.json';
import esCropper from './es/cropper.json';
import esQr from './es/qr.json';
import esPrivacy from './es/privacy.json';

/** Both languages, every namespace (server rendering, types and tests). */
export const resources = {
  es: {
    ...es,
    ...esMeta,
    home: esHome,
    homeMore: esHomeMore,
    services: esServices,
    serviceWeb: esServiceWeb,
    serviceShop: esServiceShop,
    serviceDesign: esServiceDesign,
    serviceSeo: esServiceSeo,
    serviceMarketing: esServiceMarketing,
    servicePlugins: esServicePlugins,
    serviceAutomation: esServiceAutomation,
    serviceContent: esServiceContent,
    technologies: esTechnologies,
    forms: esForms,
    careers: esCareers,
    pages: esPages,
    blog: esBlog,
    portfolio: esPortfolio,
    agency: esAgency,
    offer: esOffer,
    utilities: esUtilities,
    qr: esQr,
    cropper: esCropper,
    compressor: esCompressor,
    audit: esAudit,
    chat: esChat,
    privacy: esPrivacy,
  },
  en: {
    ...en,
    ...enMeta,
    home: enHome,
    homeMore: enHomeMore,
    services: enServices,
    serviceWeb: enServiceWeb,
    serviceShop: enServiceShop,
    serviceDesign: enServiceDesign,
    serviceSeo: enServiceSeo,
    serviceMarketing: enServiceMarketing,
    servicePlugins: enServicePlugins,
    serviceAutomation: enServiceAutomation,
    serviceContent: enServiceContent,
    technologies: enTechnologies,
    forms: enForms,
    careers: enCareers,
    pages: enPages,
    blog: enBlog,
    portfolio: enPortfolio,
    agency: enAgency,
    offer: enOffer,
    utilities: enUtilities,
    qr: enQr,
    cropper: enCropper,
    compressor: enCompressor,
    audit: enAudit,
    chat: enChat,
    privacy: enPrivacy,
  },
} as const;

export type LanguageBundle = (typeof resources)['es'];
