/**
 * How a page the server drew starts its app (#18 speed: /listen's home). The drawn page is
 * complete to the eye, so its first screen gets the connection and the processor to itself:
 * the app's scripts are fetched and run only once the page has loaded (its covers painted),
 * all at once (`data-preload`, one round trip) — at the latest after APP_START_LATEST_MS,
 * so a stalled image never keeps the page inert. The server puts this script at the end of
 * such a page with the app's entry in `data-src` (plugins/web-meta.ts) and allows exactly
 * this script by its hash (CSP).
 */
export const APP_START_LATEST_MS = 3000;

export const APP_START_SCRIPT = `(function(){var c=document.currentScript,s=c.getAttribute("data-src"),p=(c.getAttribute("data-preload")||"").split(" "),g=0;function go(){if(g)return;g=1;painted(function(){p.forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="anonymous";l.href=h;document.head.appendChild(l)});import(s)})}function painted(f){var o;function after(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f)})})}if(!window.PerformanceObserver||performance.getEntriesByType("paint").length)return after();o=new PerformanceObserver(function(){o.disconnect();after()});o.observe({type:"paint"})}if(document.readyState==="complete")go();else{addEventListener("load",go,{once:true});setTimeout(go,${APP_START_LATEST_MS})}})();`;
