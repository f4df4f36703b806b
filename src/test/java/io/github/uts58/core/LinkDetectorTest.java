package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.lang.ref.WeakReference;
import java.util.List;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

public class LinkDetectorTest extends LuceneTestCase {
  private static final LinkDetector DETECTOR = LinkDetector.getDefault();

  /** Checks detection by writing the expectation in the ⸠…⸡ notation of LinkDetectionTest.txt. */
  private static void assertMarked(String marked) {
    MarkedDetection.assertMarked(DETECTOR, marked);
  }

  @Test
  public void partInitiatorAtTheEndIsIncluded() {
    // §3.5.1 step 5.2.5 sets lastSafe after the initiator; the algorithm is normative.
    assertMarked("See ⸠example.com/foo?⸡");
    assertMarked("See ⸠example.com/foo?⸡? abc");
    assertMarked("See ⸠example.com/⸡");
    assertMarked("See ⸠example.com#⸡ x");
  }

  @Test
  public void fragmentDirectivesClearTheBracketStackAtAmpersandAndComma() {
    assertMarked("⸠example.com#top:~:text=(a)⸡ x");
    assertMarked("⸠example.com#top:~:text=(a&b⸡) x");
    assertMarked("⸠example.com#top:~:text=(a,b⸡) x");
    assertMarked("⸠example.com#top:~:text=a:~:text=(b)⸡ x");
    assertMarked("⸠example.com#top:~:text=(a:~:b⸡) x");
    // Without a fragment, ":~:" does not start a directive.
    assertMarked("⸠example.com⸡:~:text=a");
    // Inside a path ":~:" is ordinary (':' Soft, '~' Include).
    assertMarked("⸠example.com/a:~:b⸡ x");
  }

  @Test
  public void charactersMappedToSpaceAreNotHostCharacters() {
    assertMarked("ex\u00A0⸠ample.com⸡");
    assertMarked("ex\u3000⸠ample.com⸡");
    assertMarked("⸠example.com⸡\u00A0/path");
  }

  @Test
  public void ports() {
    assertMarked("⸠example.com⸡: see");
    assertMarked("⸠example.com⸡:x");
    assertMarked("⸠example.com:8080/a⸡ b");
    assertMarked("⸠example.com:0⸡ b");
    assertMarked("⸠example.com:65535⸡ b");
    assertMarked("example.com:65536 b");
    assertMarked("example.com:123456/a b");
    assertMarked("⸠https://example.com:443/⸡");
  }

  @Test
  public void trailingDot() {
    assertMarked("Visit ⸠example.com⸡.");
    assertMarked("Visit ⸠example.com⸡. Then");
    assertMarked("Visit ⸠example.com./a⸡ b");
    assertMarked("Visit ⸠example.com.:80⸡ b");
    assertMarked("Visit ⸠example.com⸡..");
    assertMarked("Visit ⸠http://example.com⸡.");
  }

  @Test
  public void topLevelDomainsMatchCaseInsensitivelyAndInAnySpelling() {
    assertMarked("⸠EXAMPLE.COM⸡ ⸠example.Com⸡ ⸠bücher.DE⸡ ⸠abc.XN--P1AI⸡ ⸠abc.рф⸡ ⸠abc.РФ⸡");
    assertMarked("⸠ｅｘａｍｐｌｅ．ｃｏｍ⸡ x"); // full-width: UTS #46 maps it to example.com
    assertMarked("⸠例子。中国⸡ x");
    assertMarked("example.invalid example.c0m example.com- a.b");
  }

  @Test
  public void schemes() {
    assertMarked("⸠HTTPS://Example.com/A⸡ ⸠Http://example.com⸡");
    assertMarked("ftp://⸠example.com/a⸡"); // only http(s) and mailto are in scope (§1.4)
    assertMarked("http:// ⸠example.com⸡"); // a scheme must touch the host; the host alone is a link
  }

  @Test
  public void ipv4HostsNeedAScheme() {
    assertMarked("⸠http://127.0.0.1:8080/health⸡ ok");
    assertMarked("at 127.0.0.1 ok 1.2.3.4/x");
    // WHATWG's IPv4 parser decides: 1.2.3 is 1.2.0.3; leading zeros are octal, so 08 fails.
    assertMarked("http://256.1.1.1/ ⸠http://1.2.3/⸡ http://1.2.3.4.5/");
    assertMarked("http://1.2.3.08/x HTTP://180.036.254.028/ http://foo.09/ http://0..0x300/");
    assertMarked("⸠http://0x7f.1/⸡ ⸠https://0300.0250.0.1:8443/a⸡ ⸠http://1.2.3.4./x⸡");
  }

  @Test
  public void brackets() {
    assertMarked("(⸠example.com/a⸡)");
    assertMarked("⸠example.com/a_(b)⸡");
    assertMarked("[⸠example.com/a[b]⸡]");
    assertMarked("<⸠example.com/a<b>⸡>");
    assertMarked("「⸠example.com/（a）⸡」");
  }

  @Test
  public void bracketStackLimitIs125() {
    String open = "(".repeat(200);
    List<Link> links = DETECTOR.detect("example.com/" + open);
    assertEquals(1, links.size());
    assertEquals("example.com/".length() + LinkScanner.STACK_LIMIT, links.get(0).end());
  }

  @Test
  public void emails() {
    assertMarked("⸠σωκράτης@example.com⸡ and ⸠アルベルト・アインシュタイン@example.com⸡");
    assertMarked("⸠MAILTO:a@example.com⸡");
    assertMarked("⸠info.com@example.com⸡"); // favour the email over a URL "info.com"
    assertMarked("⸠example.com⸡@ x");
    assertMarked("a@⸠b@example.com⸡");
    assertMarked("(⸠a_b{c}@example.com⸡)");
    assertMarked("⸠x@example.com⸡/path");
    assertMarked("⸠example.com/?u=bob@example.com⸡ x"); // an email inside a URL is part of it
    assertMarked("\"john doe\"@example.com");
  }

  @Test
  public void emailOffsets() {
    String text = "to mailto:x.y@bücher.de!";
    Link link = DETECTOR.detect(text).get(0);
    assertEquals(LinkType.EMAIL, link.type());
    assertEquals("mailto:x.y@bücher.de", link.text(text));
    assertEquals(text.indexOf("x.y"), link.localPartStart());
    assertEquals(text.indexOf("bücher"), link.hostStart());
    assertEquals(text.indexOf("!"), link.hostEnd());
  }

  @Test
  public void urlOffsets() {
    String text = "go https://a.example.co.uk:8443/p?q#f now";
    Link link = DETECTOR.detect(text).get(0);
    assertEquals(LinkType.URL, link.type());
    assertEquals("https://a.example.co.uk:8443/p?q#f", link.text(text));
    assertEquals("a.example.co.uk", text.substring(link.hostStart(), link.hostEnd()));
    assertEquals(-1, link.localPartStart());
    assertFalse(link.truncated());
  }

  @Test
  public void supplementaryCharacters() {
    assertMarked("𝐀 ⸠example.com/😀x𝐀⸡ 𝐀");
    assertMarked("⸠𠀀.com⸡ x"); // a supplementary ideograph as a label
  }

  @Test
  public void rangeOffsetsAreIndexesIntoTheArray() {
    char[] text = "xx example.com yy example.org".toCharArray();
    List<Link> links = DETECTOR.detect(text, 3, 17);
    assertEquals(1, links.size());
    assertEquals(3, links.get(0).start());
    assertEquals(14, links.get(0).end());
  }

  @Test
  public void scannerIsReusable() {
    LinkScanner scanner = DETECTOR.newScanner();
    char[] a = "a.com b.org".toCharArray();
    scanner.reset(a, 0, a.length);
    assertTrue(scanner.next());
    assertTrue(scanner.next());
    assertFalse(scanner.next());
    assertFalse(scanner.next());
    char[] b = "c.net".toCharArray();
    scanner.reset(b, 0, b.length);
    assertTrue(scanner.next());
    assertEquals(5, scanner.end());
  }

  @Test
  public void linksLongerThanTheMaximumAreCutAndMarked() {
    LinkDetector detector = LinkDetector.builder().maxLinkLength(100).build();
    String url = "example.com/" + "a".repeat(500);
    Link link = detector.detect(url + " x").get(0);
    assertEquals(0, link.start());
    assertEquals(100, link.end());
    assertTrue(link.truncated());
    // A link that ends right at the maximum is not marked.
    Link exact = detector.detect(url.substring(0, 100) + " x").get(0);
    assertEquals(100, exact.end());
    // A local-part longer than the maximum is not an email.
    assertTrue(detector.detect("a".repeat(200) + "@example.com").isEmpty());
    assertEquals(1, detector.detect("a".repeat(80) + "@example.com").size());
    // No link of any kind is longer than the maximum.
    assertTrue(detector.detect("a".repeat(95) + "@example.com").isEmpty());
    assertTrue(detector.detect("https://" + "a".repeat(90) + ".com").isEmpty());
    assertEquals(1, detector.detect("https://" + "a".repeat(80) + ".com").size());
  }

  @Test
  public void aCutUrlLeavesNoPhantomLink() {
    // After the cut, no link starts inside the rest of the URL (up to where §3.5.1 ends it).
    LinkDetector small = LinkDetector.builder().maxLinkLength(16).build();
    String text = "see example.com/abcdexample.org/x ok www.example.net";
    List<Link> links = small.detect(text);
    assertEquals(2, links.size());
    assertEquals("example.com/abcd", links.get(0).text(text));
    assertTrue(links.get(0).truncated());
    assertEquals("www.example.net", links.get(1).text(text));

    String log =
        "GET https://example.com/search?q="
            + "x".repeat(4060)
            + "&ref=www.example.net/page 200 bob@example.org";
    List<Link> found = DETECTOR.detect(log);
    assertEquals(2, found.size());
    assertTrue(found.get(0).truncated());
    assertEquals(4096, found.get(0).end() - found.get(0).start());
    assertEquals(LinkType.EMAIL, found.get(1).type());
  }

  @Test
  public void maxLinkLengthIsValidated() {
    try {
      LinkDetector.builder().maxLinkLength(3);
      throw new AssertionError("expected IllegalArgumentException");
    } catch (IllegalArgumentException e) {
      assertTrue(e.getMessage(), e.getMessage().contains("max link length"));
    }
  }

  @Test
  public void customTopLevelDomains() {
    LinkDetector detector =
        LinkDetector.builder()
            .topLevelDomains(TopLevelDomains.of(List.of("test", "рф"), "test list"))
            .build();
    assertEquals(2, detector.detect("a.test b.com c.рф d.xn--p1ai").size() - 1);
  }

  @Test
  public void scannersLabelSeparatorsAreTheIndexs() {
    int separators = 0;
    for (char c = 0; c < Character.MAX_VALUE; c++) {
      assertEquals(
          Integer.toHexString(c),
          io.github.uts58.chars.LinkCharIndex.isLabelSeparator(c),
          LinkScanner.isLabelSeparator(c));
      separators += LinkScanner.isLabelSeparator(c) ? 1 : 0;
    }
    assertEquals(4, separators);
  }

  @Test
  public void labelRulesAnywhereInTheHost() {
    // An empty label, or a label starting or ending with '-', spoils the whole run as a host.
    assertMarked("a..example.com x");
    assertMarked("-a.example.com x");
    assertMarked("a-.example.com x");
    assertMarked("a.-example.com x");
    assertMarked("a.example-.com x");
    assertMarked("a.example.-com x");
    // Trailing separators are not labels; a hyphen inside a label is fine.
    assertMarked("⸠a-b.example.com⸡.. x");
    assertMarked("⸠a-b.example.com⸡。 x");
    // Punycode or non-ASCII in any label asks UTS #46: xn--a is not valid punycode.
    assertMarked("⸠xn--bcher-kva.example.com⸡ x");
    assertMarked("xn--a.example.com x");
    assertMarked("⸠bücher。example。com⸡ x");
    // Host characters outside the BMP, in the middle and in the last label.
    assertMarked("⸠𝒳.example.com⸡ x");
  }

  /**
   * A thread that detected with a detector keeps it no longer than its next few: an OpenSearch node
   * builds a detector for each index's analysis settings, and its pools' threads live for as long
   * as the node (a scanner that a thread-local holds, and that holds its detector, would keep every
   * detector the thread ever used).
   */
  @Test
  public void threadsDoNotKeepTheDetectorsTheyUsed() throws InterruptedException {
    LinkDetector used = LinkDetector.builder().maxLinkLength(100).build();
    assertEquals(1, used.detect("see example.com").size());
    WeakReference<LinkDetector> ref = new WeakReference<>(used);
    used = null;
    for (int i = 0; i < 8; i++) {
      LinkDetector other = LinkDetector.builder().maxLinkLength(101 + i).build();
      assertEquals(1, other.detect("see example.org").size());
    }
    for (int i = 0; i < 100 && ref.get() != null; i++) {
      System.gc();
      Thread.sleep(10);
    }
    assertTrue("the thread still holds a detector it used nine detectors ago", ref.get() == null);
  }
}
