// The bench's reference: the same site with no script at all. A small HTTP proxy in front of the
// built server answers every HTML document with its <script> elements removed (inline ones, JSON-LD
// and the module scripts alike) and passes everything else through untouched: the same CSS,
// images and fonts, from the same server. A second proxy, without that change, carries the page
// itself, so both variants pay for the same extra hop.
//
// Both proxies speak HTTP/2 over TLS (a self-signed certificate made for the run; the browsers
// are told to accept it), as a production site is served and as Lighthouse meets any real site.
// Over HTTP/1.1 on loopback, Lighthouse's simulation replays the connections Chromium actually
// used: on an idle loopback a late script reuses a connection whose font has already arrived, and
// on the simulated Slow 4G that script then waits behind the font, one round trip (150 ms) later
// than on a connection of its own, which a real phone would have opened. Which connection a
// request gets varies run to run, so the page's LCP took 150 ms more in some runs and not in
// others. With HTTP/2 every request shares one connection, as in production.
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import render from 'dom-serializer';
import { getElementsByTagName, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { generate } from 'selfsigned';

// The markup is read as written: no entity decoding, attribute names in their own case (SVG's
// viewBox), and each element's offsets in the source so it can be cut out of it.
const PARSE = {
  decodeEntities: false,
  lowerCaseAttributeNames: false,
  withStartIndices: true,
  withEndIndices: true,
};
const SERIALIZE = { decodeEntities: false, encodeEntities: false };

/**
 * The document without its <script> elements. Each one is cut out of the source at the offsets
 * the parser gives, so every other byte stays as the build wrote it (a serializer would rewrite
 * empty attributes and SVG end tags). As a check, the result parses to the same tree as the
 * original with its scripts removed from the tree.
 */
export function withoutScripts(html) {
  const document = parseDocument(html, PARSE);
  const scripts = getElementsByTagName('script', document);
  let kept = '';
  let from = 0;
  for (const script of scripts) {
    kept += html.slice(from, script.startIndex);
    from = script.endIndex + 1; // endIndex: the '>' of </script>
  }
  kept += html.slice(from);
  for (const script of scripts) removeElement(script);
  if (render(parseDocument(kept, PARSE), SERIALIZE) !== render(document, SERIALIZE)) {
    throw new Error('removing the scripts changed the rest of the document');
  }
  return { html: kept, removed: scripts.length };
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync };
// Encoded as the build encodes its files (scripts/build.mjs), so neither variant's document
// travels smaller for it.
const encode = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** Headers of one connection, which a proxy never forwards. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);
const endToEnd = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * An HTTP/2 request's headers for the HTTP/1.1 upstream: its pseudo-headers (:method, :path…)
 * dropped, and :authority as the Host header.
 */
function upstreamHeaders(headers) {
  const plain = Object.entries(endToEnd(headers)).filter(([name]) => !name.startsWith(':'));
  return { ...Object.fromEntries(plain), host: headers[':authority'] ?? headers.host };
}

/** Chromium flag that accepts the proxies' self-signed certificate (Lighthouse's and the phone's). */
export const ACCEPT_BENCH_CERTIFICATE = '--ignore-certificate-errors';

/**
 * Starts a proxy on a free local port in front of `upstream` (an origin). With stripScripts, HTML
 * answers lose their scripts (withoutScripts); otherwise everything passes through as is.
 * Resolves with { origin, stop }.
 */
export async function startProxy(upstream, { stripScripts }) {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  /** Script-free documents already made, by path, upstream ETag and encoding. */
  const made = new Map();
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });

  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    // The Host header is kept: the server then sees its caller's origin as its own (its API
    // guard compares the two), and every address it writes is the proxy's.
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: upstreamHeaders(req.headers),
        agent,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const headers = endToEnd(answer.headers);
        const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
        // A document with a body (a page, or a state of the blog answered 404); a 304 has none.
        if (!stripScripts || !html || req.method !== 'GET' || (status !== 200 && status !== 404)) {
          res.writeHead(status, headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          try {
            const encoding = answer.headers['content-encoding'];
            const key = `${req.url} ${answer.headers.etag ?? ''} ${encoding ?? ''}`;
            let body = made.get(key);
            if (!body) {
              const raw = Buffer.concat(chunks);
              const source = (decode[encoding] ?? ((b) => b))(raw).toString('utf8');
              const plain = Buffer.from(withoutScripts(source).html, 'utf8');
              body = (encode[encoding] ?? ((b) => b))(plain);
              made.set(key, body);
            }
            headers['content-length'] = String(body.length);
            // Another document than the upstream's: another validator.
            if (headers.etag) headers.etag = `"no-script-${headers.etag.replaceAll('"', '')}"`;
            res.writeHead(status, headers);
            res.end(body);
          } catch (error) {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(`no-script proxy: ${error.message}`);
          }
        });
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(forward);
  });

  // An HTTP/2 server has no closeAllConnections: its sessions are closed one by one at stop.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    /**
     * Makes a path's script-free document ahead (brotli at quality 11 takes a while): otherwise
     * the first measurement would count that time as the server's, which Lighthouse carries
     * into its simulated times.
     */
    warm: (path) =>
      new Promise((resolve, reject) => {
        const asked = httpsRequest(
          `${origin}${path}`,
          { ca: cert, headers: { 'accept-encoding': 'br' } },
          (answer) => answer.resume().on('end', resolve).on('error', reject),
        );
        asked.on('error', reject).end();
      }),
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
