package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;

import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

public class IdnaTest extends LuceneTestCase {

  @Test
  public void plainAsciiShortcutAgreesWithIcuOnRandomAsciiDomains() {
    // Short strings over an alphabet dense in the cases that matter: case, hyphens, dots, "xn--".
    String alphabet = "aAzZ09-.-.xXnN";
    Random random = new Random(46);
    int shortcuts = 0;
    for (int k = 0; k < 200_000; k++) {
      int length = random.nextInt(12);
      StringBuilder sb = new StringBuilder(length);
      for (int i = 0; i < length; i++) {
        sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String domain = sb.toString();
      if (Idna.plainAsciiLowerCase(domain) != null) {
        shortcuts++;
      }
      assertEquals(domain, Idna.icuToAscii(domain), Idna.toAscii(domain));
      assertEquals(domain, Idna.icuToUnicode(domain), Idna.toUnicode(domain));
    }
    // Both branches were exercised.
    assertEquals(true, shortcuts > 10_000 && shortcuts < 190_000);
  }

  @Test
  public void shortcutDeclinesWhatOnlyIcuCanDecide() {
    assertEquals("www.example.com", Idna.plainAsciiLowerCase("WWW.Example.COM"));
    assertEquals(
        "r3---sn-x.googlevideo.com", Idna.plainAsciiLowerCase("r3---sn-x.googlevideo.com"));
    assertNull(Idna.plainAsciiLowerCase("xn--bcher-kva.de"));
    assertNull(Idna.plainAsciiLowerCase("XN--bcher-kva.de"));
    assertNull(Idna.plainAsciiLowerCase("-a.com"));
    assertNull(Idna.plainAsciiLowerCase("a-.com"));
    assertNull(Idna.plainAsciiLowerCase("bücher.de"));
    assertNull(Idna.plainAsciiLowerCase("a_b.com"));
    assertEquals("bücher.de", Idna.toUnicode("xn--bcher-kva.de"));
    assertNotNull(Idna.toAscii("bücher.de"));
    assertNull(Idna.toAscii("a-.com"));
  }

  @Test
  public void hostsBeyondIcuInputLimitAreNoHosts() {
    // ICU4J refuses very long UTS #46 ToASCII input (ICUInputTooLongException); such a run is no
    // host rather than an exception out of the tokenizer.
    String longHost = "ü".repeat(5000) + ".de";
    org.junit.Assert.assertTrue("no ASCII form", Idna.toAscii(longHost) == null);
    String text = "see " + longHost + "/x and bücher.de";
    List<Link> links = LinkDetector.builder().maxLinkLength(1 << 20).build().detect(text);
    org.junit.Assert.assertEquals(1, links.size());
    org.junit.Assert.assertEquals("bücher.de", links.get(0).text(text));
  }
}
