import Foundation
import LayoutKitCore

/// Writes gallery clips as one self-contained HTML page that plays them all: the frames as
/// compact JSON (``GalleryClip/json``) drawn on a canvas per scene by a small script, with
/// play/pause, a frame scrubber, the frame number and time. No network, no other files.
///
/// The page reads its address's fragment: `#scene=<name>` shows that scene alone at full size
/// with its canvas at the page's top-left corner, `#frame=<n>` pauses every scene shown at frame
/// `n` (0-based). After drawing it sets `data-ready="1"` on the `html` element; every script
/// error is counted in its `data-errors` and listed in `window.galleryErrors`, for a headless
/// browser to check.
package enum GalleryPage {
    /// The page for `clips`, headed `title` with `intro` under it.
    ///
    /// - Complexity: O(elements over all frames).
    package static func render(_ clips: [GalleryClip], title: String, intro: String) -> String {
        let data = "[" + clips.map(\.json).joined(separator: ",\n") + "]"
        return """
            <!DOCTYPE html>
            <html lang="en" data-errors="0" data-ready="0"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escaped(title))</title>
            <script>\(errorHook)</script>
            <style>\(style)</style></head><body>
            <header class="top"><h1>\(escaped(title))</h1><p>\(escaped(intro))</p><nav id="nav"></nav></header>
            <main id="cards"></main>
            <pre id="errors" hidden></pre>
            <script type="application/json" id="gallery-data">\(data)</script>
            <script>\(script)</script>
            </body></html>

            """
    }

    /// `text` with the characters HTML gives a meaning escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Counts script errors before anything else runs.
    static let errorHook = """
        window.galleryErrors = []; window.addEventListener('error', function (event) { \
        window.galleryErrors.push(String(event.message)); \
        document.documentElement.dataset.errors = String(window.galleryErrors.length); \
        var list = document.getElementById('errors'); \
        if (list) { list.hidden = false; list.textContent = window.galleryErrors.join('\\n'); } });
        """
}
