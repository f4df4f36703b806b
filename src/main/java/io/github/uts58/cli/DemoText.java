package io.github.uts58.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The sample the {@code demo} command runs on: multilingual log and chat lines, and a generated log
 * with one URL or email in different spellings (percent-escaped or Unicode, punycode or IDN, case,
 * scheme) to index, search and facet. The tests' log with known truth is their own (testutil).
 */
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

  private static final List<String> LOG_URLS =
      List.of(
          "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
          "en.wikipedia.org/wiki/Antonín_Dvořák",
          "https://EN.WIKIPEDIA.ORG/wiki/Antonín_Dvořák",
          "https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88%E3%83%BB%E3%82%A2%E3%82%A4%E3%83%B3%E3%82%B7%E3%83%A5%E3%82%BF%E3%82%A4%E3%83%B3",
          "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン",
          "http://xn--bcher-kva.de/b%C3%BCcher?q=Dvo%C5%99%C3%A1k",
          "bücher.de/bücher?q=Dvořák",
          "https://example.com/path_(x)",
          "http://例子.中国/路径",
          "xn--fsqu00a.xn--fiqs8s/%E8%B7%AF%E5%BE%84",
          "https://hi.wikipedia.org/wiki/महात्मा_गांधी",
          "https://api.example.co.uk:8443/v1/items?id=42",
          "http://127.0.0.1:8080/health",
          "www.youtube.com/@핑크퐁");

  private static final List<String> LOG_EMAILS =
      List.of(
          "σωκράτης@example.com",
          "ops@bücher.de",
          "mailto:ops@xn--bcher-kva.de",
          "アルベルト@例え.jp",
          "support@example.co.uk");

  private static final String[] WEB = {"GET %s 200 %dms", "GET %s 404 %dms", "POST %s 201 %dms"};
  private static final String[] APP = {
    "WARN fetch of %s timed out after %dms",
    "ERROR link (%s) failed, retry in %ds",
    "INFO cached 「%s」 for %ds"
  };
  private static final String[] CHAT = {
    "see %s! — %d people liked this",
    "Λεπτομέρειες: %s (σελίδα %d)",
    "詳細は %s を参照 (%d)",
    "\"%s\" was shared %d times"
  };
  private static final String[] MAIL = {
    "mail from %s queued (%d bytes)", "bounce for %s, attempt %d", "contact: %s — ticket #%d"
  };
  private static final String[] PLAIN = {
    "worker %d started", "checkpoint %d written to disk", "Συνεχίζουμε με τη δουλειά %d"
  };

  /** {@code count} log lines from {@code seed}; the same arguments always give the same lines. */
  static List<String> log(long seed, int count) {
    Random random = new Random(seed);
    List<String> lines = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      String ts =
          String.format(
              Locale.ROOT, "2026-11-22T%02d:%02d:%02dZ ", (i / 3600) % 24, (i / 60) % 60, i % 60);
      int kind = random.nextInt(10);
      int n = random.nextInt(1000);
      if (kind < 2) {
        lines.add(ts + String.format(Locale.ROOT, PLAIN[random.nextInt(PLAIN.length)], n));
      } else if (kind < 4) {
        String email = LOG_EMAILS.get(random.nextInt(LOG_EMAILS.size()));
        lines.add(ts + String.format(Locale.ROOT, MAIL[random.nextInt(MAIL.length)], email, n));
      } else {
        String[] templates = kind < 7 ? WEB : kind < 9 ? APP : CHAT;
        String url = LOG_URLS.get(random.nextInt(LOG_URLS.size()));
        lines.add(
            ts + String.format(Locale.ROOT, templates[random.nextInt(templates.length)], url, n));
      }
    }
    return lines;
  }
}
