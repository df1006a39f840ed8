import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sitemapIndexPath } from '../app/sitemap';
import { documentFile, resolvePath } from '../routes';
import { EMAILJS_ORIGIN, emailConfig } from '../services/email-config';
import { auditRoutes, type AuditRoutesOptions } from './audit';
import { createPdfPrinter, PRINT_HEADER } from './audit/pdf';
import { chatRoutes, type ChatRoutesOptions } from './chat';
import {
  EMAIL_RATE_LIMIT,
  emailRoutes,
  SEND_FORM_MAX_BYTES,
  storeMessage,
  TEMPLATE_IDS,
} from './email';
import { emailJsDelivery } from './emailjs';
import { formPosts, type MailDelivery, type PageAnswer } from './form-posts';
import { createOutbox } from './outbox';
import { clientAddressOf, createRateLimiter } from './rate-limit';
import { sameSiteOnly, siteOrigins } from './request-guard';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  scriptFilePolicy,
  securityHeaders,
} from './security';
import { chooseEncoding, loadStaticFiles, type StaticFile } from './static';

export type AppOptions = {
  /** The client build (dist/client). */
  clientDir: string;
  /**
   * Folder of the local outbox (EmailJS-compatible endpoints). Unset: the endpoints are off,
   * as they are when the forms are configured to send to EmailJS itself.
   */
  outboxDir?: string | undefined;
  /** Email sends allowed per client address and window (the endpoints and the page forms). */
  emailRateLimit?: { max: number; windowMs: number } | undefined;
  /** The web audit's providers and limits (/api/audit, /api/analyze). Unset: no audit API. */
  audit?: AuditRoutesOptions | undefined;
  /** The chatbot's provider and limit (/api/chat). Unset: no chat API. */
  chat?: ChatRoutesOptions | undefined;
  /**
   * Where visitors reach the site besides its public address (SITE_URL): the server's own
   * listening address (from-env.ts, listenOrigins). Requests from any other origin are another
   * site's (request-guard.ts).
   */
  origins?: readonly string[] | undefined;
  /**
   * Reverse proxies in front of the server trusted to name the client in X-Forwarded-For (for
   * the per-client limits). 0 (the default): the header is ignored.
   */
  trustProxy?: number | undefined;
};

export function createApp({
  clientDir,
  outboxDir,
  emailRateLimit,
  audit,
  chat,
  origins = [],
  trustProxy = 0,
}: AppOptions) {
  const reachedAt = siteOrigins(origins);
  const files = loadStaticFiles(clientDir);
  const cspFile = join(clientDir, '..', 'csp.json');
  const hashes: Record<string, string[]> = existsSync(cspFile)
    ? (JSON.parse(readFileSync(cspFile, 'utf8')) as Record<string, string[]>)
    : {};

  const cspFor = (file: StaticFile) =>
    contentSecurityPolicy(
      hashes[file.urlPath] ?? inlineScriptHashes(file.body.toString('utf8')),
      emailConfig.hosted ? [EMAILJS_ORIGIN] : [],
    );

  // The security headers come from the middleware below; a file sets only its own policy.
  function send(c: Context, file: StaticFile, status: 200 | 404 = 200) {
    const headers = new Headers();
    headers.set('Content-Type', file.type);
    headers.set('Vary', 'Accept-Encoding');
    headers.set('ETag', file.etag);
    if (file.type.startsWith('text/html')) {
      headers.set('Cache-Control', 'no-cache');
      headers.set('Content-Security-Policy', cspFor(file));
    } else {
      if (file.type.startsWith('text/javascript')) {
        headers.set('Content-Security-Policy', scriptFilePolicy);
      }
      headers.set(
        'Cache-Control',
        file.urlPath.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    }
    if (status === 200 && c.req.header('If-None-Match') === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    const { body, encoding } = chooseEncoding(file, c.req.header('Accept-Encoding'));
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  }

  /** A page made for one request (a form's answer): never cached, its inline scripts hashed. */
  function sendAnswer(c: Context, { html, status }: PageAnswer) {
    c.header('Cache-Control', 'no-store');
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy(inlineScriptHashes(html), emailConfig.hosted ? [EMAILJS_ORIGIN] : []),
    );
    return c.html(html, status);
  }

  const app = new Hono();

  // Every answer carries the security headers (a page or a script file keeps the policy send()
  // gave it), and every request knows its client's address.
  app.use('*', async (c, next) => {
    c.set('clientAddress', clientAddressOf(c, trustProxy));
    c.set('siteOrigins', reachedAt);
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('ok');
  });

  // The audit's print browser asks for the report page and its data in-process (pdf.ts).
  const printer = audit?.printQueue
    ? createPdfPrinter(async (request) => app.fetch(request), audit.printQueue)
    : undefined;
  // Other sites' pages may not use the APIs (the media types are each endpoint's own rule); the
  // print browser's requests, which never leave the process, carry the printer's secret.
  app.use('/api/*', (c, next) =>
    printer?.printsFor(c.req.header(PRINT_HEADER)) ? next() : sameSiteOnly(c, next),
  );

  if (audit) app.route('/api', auditRoutes({ ...audit, printer }));
  if (chat) app.route('/api/chat', chatRoutes(chat));

  // One budget per client for every send: the mail endpoints and the forms posted with no script.
  const mailLimiter = createRateLimiter(emailRateLimit ?? EMAIL_RATE_LIMIT);
  let deliver: MailDelivery | undefined;
  if (outboxDir && !emailConfig.hosted) {
    const outbox = createOutbox(outboxDir);
    app.route('/api/v1.0/email', emailRoutes({ outbox, limiter: mailLimiter }));
    deliver = ({ template, params, files: attachments }) =>
      storeMessage(outbox, {
        endpoint: 'page-form',
        templateId: TEMPLATE_IDS[template],
        libVersion: 'html-form',
        params,
        files: attachments,
      });
  } else if (emailConfig.hosted) {
    deliver = emailJsDelivery();
  }
  const pageForms = formPosts({ files, deliver, limiter: mailLimiter });

  // A form posted with no script, to its page's address; other sites' pages may not. A page
  // whose form needs a script (a tool's) sends the visitor back to it, where it says so; any
  // other POST (an API that is not there, an unknown address) is not found.
  app.post(
    '*',
    sameSiteOnly,
    // The largest form's body at most (an application with its CV), whatever it declares.
    bodyLimit({
      maxSize: SEND_FORM_MAX_BYTES,
      onError: (c) => c.text('The request is too large.', 413),
    }),
    async (c) => {
      const answer = await pageForms.post(c);
      if (answer instanceof Response) return answer;
      if (answer) return sendAnswer(c, answer);
      const { pathname } = new URL(c.req.url);
      if (!pathname.startsWith('/api/') && !resolvePath(pathname).notFound) {
        c.header('Cache-Control', 'no-store');
        return c.redirect(pathname, 303);
      }
      return c.text('Not Found', 404);
    },
  );

  // The sitemap's former address (the hand-written one, named by robots.txt until @astrojs/sitemap
  // wrote an index instead; a search console may still hold it): moved for good.
  app.on(['GET', 'HEAD'], '/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.redirect(sitemapIndexPath, 301);
  });

  app.on(['GET', 'HEAD'], '*', (c) => {
    const { pathname } = new URL(c.req.url);
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // a malformed escape is simply not found
    }
    if (decoded.includes('..') || decoded.includes('\0')) return c.text('Bad Request', 400);

    const asset = files.get(decoded);
    // Documents are served by their address (below), never by their file name.
    if (asset && !decoded.endsWith('/index.html')) return send(c, asset);

    // A page, a state of a page (a portfolio filter, a missing article) or, for an unknown
    // path, the home page of its language, with the status that says so.
    const { search } = new URL(c.req.url);
    const sent = pageForms.sentPage(decoded, search);
    if (sent) return sendAnswer(c, sent);
    const resolved = resolvePath(decoded, search);
    const page = files.get(documentFile(resolved));
    if (page) return send(c, page, resolved.notFound ? 404 : 200);
    return c.text('Not Found', 404);
  });

  app.onError((err, c) => {
    console.error(err);
    return c.text('Internal Server Error', 500);
  });

  return app;
}
