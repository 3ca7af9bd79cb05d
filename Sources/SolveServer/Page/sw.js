"use strict";
// The page's shell, kept in the browser so that the installed page opens
// without its server (and says that it needs it); answers always come
// from the server, never from here.
const shell = "lettersolve-shell-1";
const files = ["/", "/page.css", "/page.js", "/manifest.webmanifest", "/icons/icon-192.png",
  "/icons/icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(shell).then((cache) => cache.addAll(files))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key !== shell).map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

// The shell's files from the server when it answers (the newest page,
// kept for next time), else as kept; every other request, the API and
// the share target's POST among them, goes to the server untouched.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin
    || !files.includes(url.pathname)) return;
  event.respondWith(fetch(request)
    .then((response) => {
      if (response.ok) {
        const copy = response.clone();
        event.waitUntil(caches.open(shell).then((cache) => cache.put(url.pathname, copy)));
      }
      return response;
    })
    .catch(() => caches.match(url.pathname)));
});
