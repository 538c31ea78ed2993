// Runs inside the page. Kept as plain JavaScript text: functions compiled by tsx would carry
// helpers that do not exist in the browser.
export const TERMINAL_PROBE = String.raw`
(() => {
  const log = document.querySelector('[role="log"]');
  if (!log) return false;
  const input = log.parentElement && log.parentElement.querySelector('input');
  if (!input) return false;
  input.setAttribute('data-bench-input', '');
  window.__bench = {
    lines: () => log.querySelectorAll('[data-kind]').length,
    lastLine: () => { const all = log.querySelectorAll('[data-kind]'); return all.length ? all[all.length - 1].textContent || '' : ''; },
    // Keydown of Enter, then the first mutation of the log that adds the expected text, then two
    // animation frames: the second one runs once the frame showing the output has been produced.
    // Also "paint": a message posted from the first frame callback, which runs once that frame's
    // rendering (style, layout, paint) is done — the usual "after next paint" measure.
    arm(marker) {
      let start = -1;
      let settle;
      const carries = (node) => (node.textContent || '').includes(marker);
      const onKey = (event) => {
        if (event.key === 'Enter' && start < 0) start = event.timeStamp;
      };
      const observer = new MutationObserver((records) => {
        if (start < 0) return;
        const hit = records.some((r) => Array.from(r.addedNodes).some(carries) || (r.type === 'characterData' && carries(r.target)));
        if (!hit) return;
        const mutation = performance.now();
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
        let paint = -1;
        let frame = -1;
        // On a busy main thread the message may come after the second frame: wait for both.
        const done = () => {
          if (paint >= 0 && frame >= 0) settle({ toMutation: mutation - start, toPaint: paint - start, toFrame: frame - start });
        };
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            paint = performance.now();
            done();
          };
          channel.port2.postMessage(null);
          requestAnimationFrame(() => {
            frame = performance.now();
            done();
          });
        });
      });
      window.__bench.pending = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          document.removeEventListener('keydown', onKey, true);
          reject(new Error('no output within 5 s'));
        }, 5000);
        settle = (value) => {
          clearTimeout(timer);
          resolve(value);
        };
      });
      document.addEventListener('keydown', onKey, true);
      observer.observe(log, { childList: true, subtree: true, characterData: true });
    },
  };
  return true;
})()
`;
