package io.github.uts58.cli;

import java.util.List;

/** The sample the {@code demo} command runs on: multilingual log and chat lines. */
final class DemoText {
  private DemoText() {}

  static final List<String> LINES =
      List.of(
          "2026-11-22T10:01:07Z GET https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン 200",
          "See en.wikipedia.org/wiki/The_Lovemakers_(film). Also (example.com/αβγ) and example.com/path_(x)!",
          "Contact σωκράτης@example.com or mailto:アルベルト@例え.jp, not john..doe@example.com.",
          "「https://bücher.de/bücher?q=Dvořák#top」を見て",
          "Health check http://127.0.0.1:8080/health?verbose failed; retry example.com:99999 later",
          "Highlight: example.com/page#intro:~:text=start,end (and more)");

  static final List<String> ESCAPED_URLS =
      List.of(
          "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
          "https://hi.wikipedia.org/wiki/%E0%A4%AE%E0%A4%B9%E0%A4%BE%E0%A4%A4%E0%A5%8D%E0%A4%AE%E0%A4%BE_%E0%A4%97%E0%A4%BE%E0%A4%82%E0%A4%A7%E0%A5%80",
          "https://example.com/a%20b/c.?q=x%26y&r=%E2%80%99#%CF%80.");
}
