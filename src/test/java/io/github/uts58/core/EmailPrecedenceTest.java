package io.github.uts58.core;

import io.github.uts58.chars.LinkCharIndex;
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * UTS58-C3 (§5.2): an email's local-part is everything back from its '@' over Link_Email, so a
 * scheme-less host inside a local-part does not cut it off.
 */
public class EmailPrecedenceTest extends LuceneTestCase {

  private static void assertMarked(String marked) {
    MarkedDetection.assertMarked(LinkDetector.getDefault(), marked);
  }

  public void testHostLikeLabelsInALocalPart() {
    assertMarked("Email ⸠alice.dev+tag@gmail.com⸡ today");
    assertMarked("⸠my.name+news@example.org⸡");
    assertMarked("see ⸠first.name+x@example.com⸡.");
    assertMarked("⸠john.uk_smith@example.com⸡");
    assertMarked("⸠mailto:john.uk_smith@пример.рф⸡");
    assertMarked("⸠alice.dev@gmail.com⸡");
    assertMarked("<⸠a.example.com+b.example.org+c@example.net⸡>");
  }

  public void testOfficialLinesThatBoundThePrecedence() {
    // A URL with userinfo is deprecated and not linked, nor is its tail an email.
    assertMarked("http://john.smith@example.com");
    assertMarked("https://alice.dev@example.com");
    // A URL whose path runs past the '@' stays one URL.
    assertMarked("⸠www.mail-archive.com/ruby-talk@ruby-lang.org/⸡");
    assertMarked("⸠alice.dev/x+tag@gmail.com⸡ y");
  }

  public void testAnInvalidLocalPartLeavesTheUrl() {
    // §5.2 fails on the dots, so the host before them is a URL as usual.
    assertMarked("⸠alice.dev⸡+..tag@gmail.com");
    assertMarked("⸠alice.dev⸡.@gmail.com");
  }

  public void testManyHostsInOneLocalPartStayLinear() {
    // Every host in the stretch is a candidate; the stretch is read a bounded number of times.
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 50_000; i++) {
      sb.append("a.com.+");
    }
    sb.append("x@example.com");
    List<Link> links = LinkDetector.builder().maxLinkLength(1 << 20).build().detect(sb);
    // The local-part starts with "a.com.+", no dot rule is broken: one email over everything.
    assertEquals(1, links.size());
    assertEquals(LinkType.EMAIL, links.get(0).type());
    assertEquals(0, links.get(0).start());
  }

  /** Random local-parts over Link_Email with inner dots, a valid domain, random text around. */
  public void testRandomLocalPartsGiveOneEmail() {
    Random random = random();
    String[] domains = {
      "gmail.com", "example.org", "пример.рф", "例子.中国", "mail.example.co.uk", "bücher.de"
    };
    String[] hostLike = {
      "alice.dev", "name.info", "x.co.uk", "john.uk", "a.jp", "σωκράτης.gr", "mail.example.com"
    };
    String[] before = {"", " ", "Contact ", "(", "<", "to: ", "メール ", "— "};
    String[] after = {"", " ", ".", ", thanks", ")", ">", "; ", "。"};
    int withHostLike = 0;
    for (int iter = 0; iter < atLeast(2000); iter++) {
      StringBuilder local = new StringBuilder();
      int segments = 1 + random.nextInt(4);
      for (int s = 0; s < segments; s++) {
        if (s > 0) {
          local.append(random.nextBoolean() ? '.' : randomSeparator(random));
        }
        if (random.nextInt(3) == 0) {
          local.append(hostLike[random.nextInt(hostLike.length)]);
          withHostLike++;
        } else {
          local.append(randomAtom(random));
        }
      }
      String mailto = random.nextInt(5) == 0 ? "mailto:" : "";
      String email = mailto + local + "@" + domains[random.nextInt(domains.length)];
      String prefix = before[random.nextInt(before.length)];
      String text = prefix + email + after[random.nextInt(after.length)];
      List<Link> links = LinkDetector.getDefault().detect(text);
      assertEquals(text, 1, links.size());
      Link link = links.get(0);
      assertEquals(text, LinkType.EMAIL, link.type());
      assertEquals(text, email, link.text(text));
      assertEquals(text, prefix.length(), link.start());
    }
    assertTrue("the generator reaches host-like local-parts", withHostLike > 100);
  }

  /**
   * A separator inside a local-part other than '.': never '/', '?', '#' (a URL path would hold the
   * '@').
   */
  private static char randomSeparator(Random random) {
    String separators = "+_-=!$%&'*^`{|}~";
    return separators.charAt(random.nextInt(separators.length()));
  }

  /** A non-empty run of Link_Email characters without '.', '/', '?', '#'. */
  private static String randomAtom(Random random) {
    String[] alphabets = {
      "abcdefghijklmnopqrstuvwxyz0123456789",
      "ABCXYZ_-+",
      "αβγσωκράτης",
      "анастасия",
      "アルベルト",
      "δοκιμή"
    };
    StringBuilder sb = new StringBuilder();
    int n = 1 + random.nextInt(8);
    while (sb.length() < n) {
      String alphabet = alphabets[random.nextInt(alphabets.length)];
      char c = alphabet.charAt(random.nextInt(alphabet.length()));
      assertTrue(LinkCharIndex.isLinkEmail(c));
      sb.append(c);
    }
    return sb.toString();
  }
}
