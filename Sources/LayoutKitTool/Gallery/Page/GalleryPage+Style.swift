import LayoutKitCore

extension GalleryPage {
    /// The page's style sheet.
    static let style = """
        body { font: 14px/1.45 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 0;
          background: #f3f4f7; color: #1d2330; }
        header.top { padding: 24px 32px 4px; }
        header.top h1 { margin: 0; font-size: 26px; letter-spacing: -0.01em; }
        header.top p { margin: 4px 0 8px; color: #5b6475; max-width: 60em; }
        nav a { display: inline-block; margin: 0 6px 6px 0; padding: 2px 10px; border-radius: 12px;
          background: #e2e6ee; color: #1d4f91; text-decoration: none; font-size: 12px; }
        main { display: grid; grid-template-columns: repeat(auto-fill, minmax(380px, 1fr)); gap: 20px;
          padding: 12px 32px 32px; }
        .card { background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(20, 30, 50, 0.14);
          padding: 14px 18px 16px; display: flex; flex-direction: column; }
        .card h2 { font-size: 16px; margin: 0; }
        .card .article { margin: 0 0 10px; color: #5b6475; font-size: 12px; }
        .card canvas { display: block; margin: 0 auto; border-radius: 6px; }
        .controls { display: flex; align-items: center; gap: 10px; margin: 10px 0 4px; font-size: 12px;
          color: #5b6475; font-variant-numeric: tabular-nums; }
        .controls button { min-width: 56px; font: inherit; padding: 2px 8px; border-radius: 6px;
          border: 1px solid #c5ccd8; background: #f7f8fb; cursor: pointer; }
        .controls input { flex: 1; min-width: 80px; }
        .controls .label { white-space: pre; }
        .card .caption { margin: 2px 0 0; font-size: 13px; }
        #errors { color: #b00020; padding: 0 32px; }
        body.solo { background: #fff; }
        body.solo header.top, body.solo .card h2, body.solo .card .article { display: none; }
        body.solo main { display: block; padding: 0; }
        body.solo .card { padding: 0; border-radius: 0; box-shadow: none; }
        body.solo .card canvas { margin: 0; border-radius: 0; }
        body.solo .controls, body.solo .card .caption, body.solo .card .back { padding: 0 12px; }
        .card .back { margin-top: 6px; font-size: 12px; color: #1d4f91; }
        """
}
