// The JSON API: every solver question goes to the server; the page never solves anything itself.

export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/** POST body as JSON to path (or GET when body is undefined) and return the parsed answer. */
export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  };
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new ApiError('The server cannot be reached. Is "shannon serve" still running?', 0);
  }
  let data = null;
  try {
    data = await res.json();
  } catch (e) {
    data = null;
  }
  if (!res.ok) {
    throw new ApiError((data && data.error) || `${res.status} ${res.statusText}`, res.status);
  }
  return data;
}

/** A random id for one game, so the server can keep that game's computer player between moves. */
export function newGameId() {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, b => b.toString(16).padStart(2, '0')).join('');
}
