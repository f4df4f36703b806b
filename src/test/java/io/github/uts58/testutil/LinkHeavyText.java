package io.github.uts58.testutil;

import java.util.Random;
import org.apache.lucene.tests.util.TestUtil;

/**
 * Random text dense with links, for Lucene's consistency checks: Lucene's own random strings almost
 * never hold a link. URLs with schemes, ports, paths, queries, fragments and directives, brackets,
 * escapes, many scripts, IPv4 hosts, emails (with host-like local-parts), supplementary characters
 * and lone surrogates, over-long paths and labels, glued together with or without space.
 */
public final class LinkHeavyText {
  private static final String[] SCHEMES = {"", "", "", "http://", "https://", "HTTPS://", "ftp://"};
  private static final String[] HOSTS = {
    "example.com",
    "www.example.org",
    "bücher.de",
    "例子.中国",
    "пример.рф",
    "xn--bcher-kva.de",
    "EXAMPLE.COM",
    "ｅｘａｍｐｌｅ．ｃｏｍ",
    "a.b.c.kobe.jp",
    "x.foo.blogspot.com",
    "аррӏе.com",
    "παράδειγμα.ελ",
    "ウェブサイトはexample.com",
    "sub.example.co.uk",
    "127.0.0.1",
    "0x7f.1",
    "1.2.3.08",
    "test.py",
    "Makefile.in",
    "example.com.",
    "ex\u200Dample.com",
    "مثال.إختبار"
  };
  private static final String[] PATHS = {
    "/",
    "/a",
    "/αβγ",
    "/Anton%C3%ADn_Dvo%C5%99%C3%A1k",
    "/(x)",
    "/[y",
    "/路径",
    "/a.b.",
    "/\uD83D\uDE42",
    "/%FF",
    "/a b",
    "/@핑크퐁",
    "/x,y",
    "/a)"
  };
  private static final String[] QUERIES = {"?q=1", "?a=b&c=d", "?x=(1", "?", "?q=日本&x=%E2%82%AC"};
  private static final String[] FRAGMENTS = {
    "#top", "#:~:text=a,b", "#f:~:text=(x)&y", "#", "#見出し"
  };
  private static final String[] EMAILS = {
    "bob@example.org",
    "alice.dev+tag@gmail.com",
    "σωκράτης@example.com",
    "mailto:x@пример.рф",
    "a..b@x.com",
    "john.uk_smith@example.com",
    "user=bob@example.com",
    "@example.com"
  };
  private static final String[] FILLERS = {
    " ",
    " ",
    "  ",
    "\n",
    ". ",
    ", ",
    "(",
    ")",
    "「",
    "」",
    "と",
    "日本語",
    "word",
    "Ωmega",
    "\uD83D\uDE00",
    "\uD800",
    "\uDC00",
    "—",
    ":",
    "<",
    ">",
    "'",
    "\"",
    "\t",
    "ไทย",
    "हिन्दी"
  };

  private LinkHeavyText() {}

  /** A text of up to {@code maxPieces} pieces, most of them links. */
  public static String generate(Random random, int maxPieces) {
    StringBuilder sb = new StringBuilder();
    int pieces = random.nextInt(maxPieces + 1);
    for (int i = 0; i < pieces; i++) {
      int kind = random.nextInt(10);
      if (kind < 5) {
        url(random, sb);
      } else if (kind < 7) {
        sb.append(pick(random, EMAILS));
      } else if (kind < 9) {
        sb.append(pick(random, FILLERS));
      } else {
        sb.append(TestUtil.randomUnicodeString(random, 6));
      }
      if (random.nextInt(4) != 0) {
        sb.append(pick(random, FILLERS));
      }
    }
    return sb.toString();
  }

  private static void url(Random random, StringBuilder sb) {
    sb.append(pick(random, SCHEMES));
    if (random.nextInt(20) == 0) {
      sb.append("a".repeat(random.nextInt(300))).append('.');
    }
    sb.append(pick(random, HOSTS));
    if (random.nextInt(6) == 0) {
      sb.append(':').append(random.nextInt(70_000));
    }
    for (int k = random.nextInt(4); k > 0; k--) {
      sb.append(pick(random, PATHS));
    }
    if (random.nextInt(3) == 0) {
      sb.append(pick(random, QUERIES));
    }
    if (random.nextInt(4) == 0) {
      sb.append(pick(random, FRAGMENTS));
    }
    if (random.nextInt(25) == 0) {
      sb.append("/").append("x".repeat(random.nextInt(5000))); // longer than small link limits
    }
  }

  private static String pick(Random random, String[] values) {
    return values[random.nextInt(values.length)];
  }
}
