// Calls to the services the server is configured with (the chat webhook, PageSpeed Insights, the
// AI endpoint). A redirect is never followed: following one would send the request, with its
// credential (x-chat-token, the API key, the bearer token) and the visitor's words, to an address
// nobody configured. The 3xx answer comes back as it is, and each caller treats it as the
// upstream's error, as it does any answer that is not ok.
export function upstreamFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  return fetch(input, { ...init, redirect: 'manual' });
}
