import Foundation
import LayoutKitCore
import LayoutKitHost

extension HostRecording {
    /// A self-contained HTML page that plays the frames at their own times, with a play/pause
    /// button and a slider to step through them; every frame is drawn as ``SnapshotSVG`` draws a
    /// snapshot, its longer side at most `maximumSide` px. One inline SVG per frame, shown in
    /// turn by a few lines of script at the frames' own clock times.
    ///
    /// ```swift
    /// let recording = host.stopRecording()
    /// try recording.html(title: "fling").write(toFile: "fling.html", atomically: true, encoding: .utf8)
    /// ```
    public func html(title: String, maximumSide: CGFloat = 480) -> String {
        let recording = self
        let escapedTitle =
            title
            .replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escapedTitle)</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 16px; }
            .frame { display: none; } .frame.shown { display: block; }
            #controls { margin: 8px 0; } #seek { width: 320px; vertical-align: middle; }
            </style></head><body>
            <h1>\(escapedTitle)</h1>
            <div id="controls"><button id="play">Pause</button>
            <input id="seek" type="range" min="0" max="\(max(0, recording.frames.count - 1))" value="0">
            <span id="label"></span></div>
            <div id="stage">

            """
        for (position, frame) in recording.frames.enumerated() {
            let shown = position == 0 ? " shown" : ""
            html += "<div class=\"frame\(shown)\" data-index=\"\(frame.index)\" data-time=\"\(frame.time)\">"
            html += SnapshotSVG.render(frame.snapshot, maximumSide: maximumSide)
            html += "</div>\n"
        }
        html += """
            </div>
            <script>
            const frames = Array.from(document.querySelectorAll('.frame'));
            const times = frames.map(f => Number(f.dataset.time));
            const seek = document.getElementById('seek'), label = document.getElementById('label');
            const button = document.getElementById('play');
            let current = 0, playing = frames.length > 1, origin = performance.now();
            function show(k) {
              if (frames.length === 0) return;
              frames[current].classList.remove('shown');
              current = k;
              frames[current].classList.add('shown');
              seek.value = k;
              label.textContent = 'frame ' + frames[k].dataset.index + ', t = ' + times[k].toFixed(3) + ' s';
            }
            function tick(now) {
              if (playing) {
                let t = times[0] + (now - origin) / 1000;
                if (t > times[times.length - 1]) { origin = now; t = times[0]; }
                let k = current > 0 && times[current] <= t ? current : 0;
                while (k + 1 < times.length && times[k + 1] <= t) k++;
                if (k !== current) show(k);
              }
              requestAnimationFrame(tick);
            }
            button.onclick = () => {
              playing = !playing;
              button.textContent = playing ? 'Pause' : 'Play';
              origin = performance.now() - (times[current] - times[0]) * 1000;
            };
            seek.oninput = () => { playing = false; button.textContent = 'Play'; show(Number(seek.value)); };
            show(0);
            requestAnimationFrame(tick);
            </script>
            </body></html>

            """
        return html
    }
}
