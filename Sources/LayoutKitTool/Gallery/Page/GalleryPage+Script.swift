import LayoutKitCore

extension GalleryPage {
    /// The player: decodes every clip, draws each frame on its canvas and plays them in a loop;
    /// only the canvases on screen are redrawn as they play.
    static let script = #"""
        (function () {
          'use strict';
          const clips = JSON.parse(document.getElementById('gallery-data').textContent);
          const params = new URLSearchParams(location.hash.slice(1));
          const solo = params.get('scene');
          const seek = params.has('frame') ? Math.max(0, Math.floor(Number(params.get('frame')) || 0)) : null;
          const ratio = window.devicePixelRatio || 1;
          const colors = { c: ['#4a90e2', '#1d4f91'], s: ['#7ed321', '#417505'], d: ['#8e99a8', '#4a5566'] };
          const hold = 0.6;
          window.addEventListener('hashchange', () => location.reload());
          // A card off screen is not redrawn: two dozen canvases playing at once would cost every frame.
          const onScreen = new Map();
          const watcher = 'IntersectionObserver' in window ? new IntersectionObserver((entries) => {
            for (const entry of entries) onScreen.get(entry.target).visible = entry.isIntersecting;
          }) : null;

          function decode(clip) {
            const last = clip.keys.map(() => [0, 0, 0, 0, 100, 1000, 0, 0, 1000, 0, 0, 0]);
            const rect = [0, 0, 0, 0];
            return clip.frames.map((list, index) => {
              for (let j = 0; j < 4; j++) rect[j] += clip.rects[4 * index + j];
              const elements = [];
              for (let p = 0; p < list.length;) {
                const id = list[p++], mask = list[p++], values = last[id];
                for (let bit = 0; bit < 12; bit++) if (mask & (1 << bit)) values[bit] += list[p++];
                elements.push({ id: id, v: values.slice() });
              }
              elements.sort((x, y) => x.v[9] - y.v[9]);
              return { t: clip.times[index] / 1000, rect: rect.map((x) => x / 10), touches: clip.touches[index], elements: elements };
            });
          }

          function element(tag, className, text) {
            const node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }

          function makeCard(clip) {
            const frames = decode(clip);
            const stage = clip.stage.map((x) => x / 10);
            const scale = solo ? 1 : Math.min(1, 340 / Math.max(stage[0], stage[1], 1));
            const card = element('section', 'card');
            card.id = 'scene-' + clip.name;
            card.appendChild(element('h2', '', clip.title));
            card.appendChild(element('p', 'article', clip.article));
            const canvas = element('canvas');
            canvas.width = Math.round(stage[0] * scale * ratio);
            canvas.height = Math.round(stage[1] * scale * ratio);
            canvas.style.width = (canvas.width / ratio) + 'px';
            canvas.style.height = (canvas.height / ratio) + 'px';
            card.appendChild(canvas);
            const controls = element('div', 'controls');
            const button = element('button', '', 'Pause');
            const range = element('input');
            range.type = 'range'; range.min = '0'; range.max = String(Math.max(0, frames.length - 1)); range.value = '0';
            const label = element('span', 'label');
            controls.append(button, range, label);
            card.appendChild(controls);
            card.appendChild(element('p', 'caption', clip.caption));
            if (solo) {
              const back = element('a', 'back', 'All scenes');
              back.href = '#';
              card.appendChild(back);
            }
            document.getElementById('cards').appendChild(card);
            const state = { clip: clip, frames: frames, stage: stage, scale: scale, canvas: canvas,
              context: canvas.getContext('2d'), index: 0, playing: frames.length > 1, origin: performance.now(),
              button: button, range: range, label: label, visible: watcher === null };
            if (watcher) {
              onScreen.set(canvas, state);
              watcher.observe(canvas);
            }
            button.onclick = () => setPlaying(state, !state.playing);
            range.oninput = () => { setPlaying(state, false); show(state, Number(range.value)); };
            return state;
          }

          function setPlaying(state, playing) {
            state.playing = playing && state.frames.length > 1;
            state.button.textContent = state.playing ? 'Pause' : 'Play';
            const frames = state.frames;
            if (frames.length) state.origin = performance.now() - (frames[state.index].t - frames[0].t) * 1000;
          }

          function roundedRect(context, x, y, width, height, radius) {
            const r = Math.max(0, Math.min(radius, Math.abs(width) / 2, Math.abs(height) / 2));
            context.beginPath();
            context.moveTo(x + r, y);
            context.arcTo(x + width, y, x + width, y + height, r);
            context.arcTo(x + width, y + height, x, y + height, r);
            context.arcTo(x, y + height, x, y, r);
            context.arcTo(x, y, x + width, y, r);
            context.closePath();
          }

          function draw(state) {
            const context = state.context, stage = state.stage, frame = state.frames[state.index];
            const k = state.scale * ratio;
            const cameraX = frame.rect[0] + frame.rect[2] / 2 - stage[0] / 2;
            const cameraY = frame.rect[1] + frame.rect[3] / 2 - stage[1] / 2;
            context.setTransform(k, 0, 0, k, -cameraX * k, -cameraY * k);
            context.fillStyle = '#e9ecf1';
            context.fillRect(cameraX, cameraY, stage[0], stage[1]);
            context.fillStyle = '#ffffff';
            context.fillRect(frame.rect[0], frame.rect[1], frame.rect[2], frame.rect[3]);
            context.fillStyle = '#c3c9d3';
            for (const f of state.clip.fixtures) {
              roundedRect(context, f[0] / 10, f[1] / 10, f[2] / 10, f[3] / 10, f[4] / 10);
              context.fill();
            }
            context.textAlign = 'center';
            context.textBaseline = 'middle';
            for (const item of frame.elements) {
              const v = item.v, key = state.clip.keys[item.id], color = colors[key[1]] || colors.c;
              const width = v[2] / 10, height = v[3] / 10;
              context.save();
              context.globalAlpha = Math.max(0, Math.min(1, v[4] / 100));
              const g = v[10] / 1e6, h = v[11] / 1e6;
              if (g || h) {
                // A card turned in perspective: its corners drawn where the plane's map puts them.
                context.beginPath();
                for (const [x, y] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
                  const u = x * width / 2, w = y * height / 2, scale = 1 / (1 + g * u + h * w);
                  context.lineTo(v[0] / 10 + (v[5] * u + v[7] * w) / 1000 * scale, v[1] / 10 + (v[6] * u + v[8] * w) / 1000 * scale);
                }
                context.closePath();
              }
              // The label (and a flat card's rounded outline) in the card's plane at its center.
              context.transform(v[5] / 1000, v[6] / 1000, v[7] / 1000, v[8] / 1000, v[0] / 10, v[1] / 10);
              if (!(g || h)) roundedRect(context, -width / 2, -height / 2, width, height, 3);
              context.fillStyle = color[0];
              context.fill();
              context.lineWidth = 1;
              context.strokeStyle = color[1];
              context.stroke();
              const size = Math.max(4, Math.min(12, Math.min(width, height) / 3));
              context.font = size + 'px Helvetica, Arial, sans-serif';
              context.fillStyle = '#ffffff';
              context.fillText(key[0], 0, 0);
              context.restore();
            }
            context.setLineDash([6, 4]);
            context.lineWidth = 1.5;
            context.strokeStyle = '#d0021b';
            context.strokeRect(frame.rect[0], frame.rect[1], frame.rect[2], frame.rect[3]);
            context.setLineDash([]);
            for (let j = 0; j + 1 < frame.touches.length; j += 2) {
              context.beginPath();
              context.arc(frame.touches[j] / 10, frame.touches[j + 1] / 10, 16, 0, 2 * Math.PI);
              context.fillStyle = 'rgba(208, 2, 27, 0.22)';
              context.fill();
              context.strokeStyle = '#d0021b';
              context.stroke();
            }
            state.range.value = String(state.index);
            state.label.textContent = 'frame ' + state.index + ' / ' + (state.frames.length - 1) +
              '   t = ' + frame.t.toFixed(2) + ' s';
          }

          function show(state, index) {
            if (!state.frames.length) return;
            state.index = Math.max(0, Math.min(state.frames.length - 1, index));
            draw(state);
          }

          function tick(now) {
            for (const state of cards) {
              if (!state.playing || !state.visible) continue;
              const frames = state.frames, start = frames[0].t;
              const span = frames[frames.length - 1].t - start + hold;
              const t = start + ((now - state.origin) / 1000) % span;
              let low = 0, high = frames.length - 1;
              while (low < high) {
                const middle = (low + high + 1) >> 1;
                if (frames[middle].t <= t) low = middle; else high = middle - 1;
              }
              if (low !== state.index) show(state, low);
            }
            requestAnimationFrame(tick);
          }

          const shown = solo ? clips.filter((clip) => clip.name === solo) : clips;
          if (solo) document.body.classList.add('solo');
          if (solo && shown.length === 0) throw new Error('no scene named ' + solo);
          const nav = document.getElementById('nav');
          for (const clip of clips) {
            const link = element('a', '', clip.title);
            link.href = '#scene=' + encodeURIComponent(clip.name);
            nav.appendChild(link);
          }
          const cards = shown.map(makeCard);
          for (const state of cards) {
            if (seek !== null) setPlaying(state, false);
            show(state, seek === null ? 0 : seek);
          }
          document.documentElement.dataset.ready = '1';
          requestAnimationFrame(tick);
        })();
        """#
}
