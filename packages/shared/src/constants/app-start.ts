/**
 * How a page the server drew starts its app. The drawn page is
 * complete to the eye, so its first screen gets the connection and the processor to itself:
 * the app's scripts are fetched (the entry, then `data-preload` a few per task: one round trip) and run once the
 * page has loaded and painted its covers — at the latest after APP_START_LATEST_MS, so a
 * stalled image never holds the app back.
 *
 * Until the app has taken the page over (it fires APP_STARTED_EVENT on the root), nothing the
 * reader does is lost: a press on a button or link of the drawn page is held and pressed again
 * then, on the same element (the app keeps the server's elements), and the browser's install
 * offer for the listener app is kept and offered to the app again. Should the app fail to
 * load, the held presses go to the browser (a link is followed) and links work as plain links.
 *
 * The server puts this script at the end of such a page, with the app's entry in `data-src`
 * (apps/server/src/plugins/web-meta.ts), and allows exactly this script by its hash (CSP).
 */
export const APP_START_LATEST_MS = 3000;

/** How many of the page's chunks the start script preloads in one task (see `start` below). */
const PRELOADS_PER_TASK = 5;

/** Fired on #root by the app (apps/web/src/main.tsx) once its first render has taken the page over. */
export const APP_STARTED_EVENT = 'nupe:app-started';

/**
 * Fired on #root by the app right before React takes the drawn page over. Until then the drawn
 * page's text fields are read-only (a reader sees them, and cannot type into a form the app does
 * not hold yet and lose the text); they are writable again before React compares the page with
 * its own drawing, so both agree.
 */
export const APP_HYDRATING_EVENT = 'nupe:app-hydrating';

export const APP_START_SCRIPT = [
  '(function(){',
  `var PRELOADS_PER_TASK=${PRELOADS_PER_TASK};`,
  'var c=document.currentScript,r=document.getElementById("root"),s=c.getAttribute("data-src"),',
  'p=(c.getAttribute("data-preload")||"").split(" "),held=[],offer=null,g=0;',
  'function hold(e){var t=e.target.closest&&e.target.closest("a[href],button,summary");',
  'if(!t)return;e.preventDefault();e.stopPropagation();held.push(t)}',
  'function keep(e){e.preventDefault();offer=e}',
  // Started or failed: presses held so far are pressed again, to the app's handlers or, when the
  // app could not load, to the browser's own (a link is followed).
  'function release(){unlock();r.removeEventListener("click",hold,true);removeEventListener("beforeinstallprompt",keep);',
  'held.splice(0).forEach(function(t){press(t,30)})}',
  // The app may draw a held element anew (a signed-in reader's own answers): the same control,
  // by tag, label and text, is pressed once it is on the page, for up to 3 s.
  'function press(t,n){var e=t.isConnected?t:[].find.call(r.querySelectorAll(t.tagName),function(c){',
  'return c.getAttribute("aria-label")===t.getAttribute("aria-label")&&c.textContent===t.textContent});',
  'if(e)e.click();else if(n>0)setTimeout(function(){press(t,n-1)},100)}',
  'r.addEventListener("click",hold,true);addEventListener("beforeinstallprompt",keep);',
  // Text fields wait for the app: read-only until it starts (or fails to load).
  'var fields=[].filter.call(r.querySelectorAll("input:not([type=checkbox]):not([type=radio]):not([type=file]),textarea"),function(f){return!f.readOnly});',
  'function unlock(){fields.splice(0).forEach(function(f){f.readOnly=false})}',
  'fields.forEach(function(f){f.readOnly=true});',
  `r.addEventListener(${JSON.stringify(APP_HYDRATING_EVENT)},unlock,{once:true});`,
  `r.addEventListener(${JSON.stringify(APP_STARTED_EVENT)},function(){if(offer)dispatchEvent(offer);release()},{once:true});`,
  // The entry is asked for first (its own imports are found and fetched by the browser's module
  // loader); the page's other chunks are preloaded a few at a time, each few in a task of its own:
  // inserting a modulepreload link costs about 1.5 ms on a desktop, all of them at once made
  // a long task of 40 ms (several times that on a phone) just as the reader could start to press.
  'function start(){import(s).catch(release);var i=0;(function next(){p.slice(i,i+=PRELOADS_PER_TASK).forEach(function(h){',
  'if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="anonymous";l.href=h;',
  'document.head.appendChild(l)});if(i<p.length)setTimeout(next)})()}',
  'function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}',
  'function go(){if(g)return;g=1;if(!window.PerformanceObserver||performance.getEntriesByType("paint").length)return afterPaint();',
  'var o=new PerformanceObserver(function(){o.disconnect();afterPaint()});o.observe({type:"paint"})}',
  'if(document.readyState==="complete")go();',
  `else{addEventListener("load",go,{once:true});setTimeout(go,${APP_START_LATEST_MS})}`,
  '})();',
].join('');

/**
 * Keys of a drawn page's data (apps/web/src/lib/page-data.ts) that are not API paths: the reads
 * that failed, and the phone platform the server drew the page for ('android', 'ios' or
 * 'desktop', from the request's user agent), so the browser's first render draws the same.
 */
export const PAGE_DATA_ERRORS_KEY = '#errors';
export const PAGE_DATA_PLATFORM_KEY = '#platform';
