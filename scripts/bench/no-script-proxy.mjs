// The bench's reference: the same site with no script at all. A small HTTP proxy in front of the
// built server answers every HTML document with its <script> elements removed (inline ones, JSON-LD
// and the module scripts alike) and passes everything else through untouched: the same CSS,
// images and fonts, from the same server. A second proxy, without that change, carries the page
// itself, so both variants pay for the same extra hop.
import { Agent, createServer, request } from 'node:http';
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
 * Starts a proxy on a free local port in front of `upstream` (an origin). With stripScripts, HTML
 * answers lose their scripts (withoutScripts); otherwise everything passes through as is.
 * Resolves with { origin, stop }.
 */
export async function startProxy(upstream, { stripScripts }) {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  /** Script-free documents already made, by path, upstream ETag and encoding. */
  const made = new Map();

  const server = createServer((req, res) => {
    // The Host header is kept: the server then sees its caller's origin as its own (its API
    // guard compares the two), and every address it writes is the proxy's.
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.headers),
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

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    /**
     * Makes a path's script-free document ahead (brotli at quality 11 takes a while): otherwise
     * the first measurement would count that time as the server's, which Lighthouse carries
     * into its simulated times.
     */
    warm: async (path) => {
      const answer = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } });
      await answer.arrayBuffer();
    },
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
