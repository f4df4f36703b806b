package io.github.uts58.testutil;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A deterministic multilingual log for the tests: web-server, application and chat lines with URLs
 * and email addresses written in different spellings (percent-escaped or Unicode, punycode or IDN,
 * upper- or lower-case host, with or without scheme). Each line carries the canonical forms of its
 * links, so results can be checked without running the detector.
 */
public final class SampleLog {

  /** A link as written, and what it must normalize to. */
  public record Spelling(
      String written, String url, String host, String domain, String email, String emailDomain) {}

  /** One generated line and the canonical values of the links in it. */
  public record Line(
      String text,
      List<String> urls,
      List<String> hosts,
      List<String> domains,
      List<String> emails,
      List<String> emailDomains) {}

  private static Spelling url(String written, String url, String host, String domain) {
    return new Spelling(written, url, host, domain, null, null);
  }

  private static Spelling email(String written, String email, String domain) {
    return new Spelling(written, null, null, null, email, domain);
  }

  private static final String DVORAK = "en.wikipedia.org/wiki/Antonín_Dvořák";
  private static final String EINSTEIN = "ja.wikipedia.org/wiki/アルベルト・アインシュタイン";
  private static final String BUCHER = "bücher.de/bücher?q=Dvořák";
  private static final String CHINA = "例子.中国/路径";

  public static final List<Spelling> URLS =
      List.of(
          url(
              "https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
              DVORAK, "en.wikipedia.org", "wikipedia.org"),
          url("en.wikipedia.org/wiki/Antonín_Dvořák", DVORAK, "en.wikipedia.org", "wikipedia.org"),
          url(
              "https://EN.WIKIPEDIA.ORG/wiki/Antonín_Dvořák",
              DVORAK,
              "en.wikipedia.org",
              "wikipedia.org"),
          url(
              "https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88%E3%83%BB%E3%82%A2%E3%82%A4%E3%83%B3%E3%82%B7%E3%83%A5%E3%82%BF%E3%82%A4%E3%83%B3",
              EINSTEIN, "ja.wikipedia.org", "wikipedia.org"),
          url(
              "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン",
              EINSTEIN,
              "ja.wikipedia.org",
              "wikipedia.org"),
          url(
              "http://xn--bcher-kva.de/b%C3%BCcher?q=Dvo%C5%99%C3%A1k",
              BUCHER, "bücher.de", "bücher.de"),
          url("bücher.de/bücher?q=Dvořák", BUCHER, "bücher.de", "bücher.de"),
          url("https://example.com/path_(x)", "example.com/path_(x)", "example.com", "example.com"),
          url("http://例子.中国/路径", CHINA, "例子.中国", "例子.中国"),
          url("xn--fsqu00a.xn--fiqs8s/%E8%B7%AF%E5%BE%84", CHINA, "例子.中国", "例子.中国"),
          url(
              "https://hi.wikipedia.org/wiki/महात्मा_गांधी",
              "hi.wikipedia.org/wiki/महात्मा_गांधी",
              "hi.wikipedia.org",
              "wikipedia.org"),
          url(
              "https://api.example.co.uk:8443/v1/items?id=42",
              "api.example.co.uk:8443/v1/items?id=42",
              "api.example.co.uk",
              "example.co.uk"),
          url("http://127.0.0.1:8080/health", "127.0.0.1:8080/health", "127.0.0.1", null),
          url("www.youtube.com/@핑크퐁", "www.youtube.com/@핑크퐁", "www.youtube.com", "youtube.com"));

  public static final List<Spelling> EMAILS =
      List.of(
          email("σωκράτης@example.com", "σωκράτης@example.com", "example.com"),
          email("ops@bücher.de", "ops@bücher.de", "bücher.de"),
          email("mailto:ops@xn--bcher-kva.de", "ops@bücher.de", "bücher.de"),
          email("アルベルト@例え.jp", "アルベルト@例え.jp", "例え.jp"),
          email("support@example.co.uk", "support@example.co.uk", "example.co.uk"));

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

  private SampleLog() {}

  /** {@code count} lines from {@code seed}; the same arguments always give the same lines. */
  public static List<Line> generate(long seed, int count) {
    Random random = new Random(seed);
    List<Line> lines = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      String ts =
          String.format(
              Locale.ROOT, "2026-11-22T%02d:%02d:%02dZ ", (i / 3600) % 24, (i / 60) % 60, i % 60);
      int kind = random.nextInt(10);
      int n = random.nextInt(1000);
      if (kind < 2) {
        lines.add(
            new Line(
                ts + String.format(Locale.ROOT, PLAIN[random.nextInt(PLAIN.length)], n),
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                List.of()));
        continue;
      }
      if (kind < 4) {
        Spelling e = EMAILS.get(random.nextInt(EMAILS.size()));
        lines.add(
            new Line(
                ts + String.format(Locale.ROOT, MAIL[random.nextInt(MAIL.length)], e.written(), n),
                List.of(),
                List.of(),
                List.of(),
                List.of(e.email()),
                List.of(e.emailDomain())));
        continue;
      }
      String[] templates = kind < 7 ? WEB : kind < 9 ? APP : CHAT;
      Spelling u = URLS.get(random.nextInt(URLS.size()));
      lines.add(
          new Line(
              ts
                  + String.format(
                      Locale.ROOT, templates[random.nextInt(templates.length)], u.written(), n),
              List.of(u.url()),
              List.of(u.host()),
              u.domain() == null ? List.of() : List.of(u.domain()),
              List.of(),
              List.of()));
    }
    return lines;
  }
}
