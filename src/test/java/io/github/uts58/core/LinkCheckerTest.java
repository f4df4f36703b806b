package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

public class LinkCheckerTest extends LuceneTestCase {

  private static LinkChecker checker(LinkCheck check, LinkCheck.Mode mode) {
    return LinkChecker.of(Map.of(check, mode), false);
  }

  private static LinkChecker.Verdict verdict(
      LinkChecker checker, LinkDetector detector, String text) {
    List<Link> links = detector.detect(text);
    assertEquals(text, 1, links.size());
    return checker.check(text, links.get(0), TopLevelDomains.getDefault());
  }

  private static Set<LinkCheck> flags(LinkCheck check, String text) {
    return verdict(checker(check, LinkCheck.Mode.FLAG), LinkDetector.getDefault(), text).flags();
  }

  @Test
  public void invisibleCharacters() {
    assertEquals(
        Set.of(LinkCheck.INVISIBLE_CHARACTER),
        flags(LinkCheck.INVISIBLE_CHARACTER, "example.com/a\u200Eb"));
    assertEquals(
        Set.of(LinkCheck.INVISIBLE_CHARACTER),
        flags(LinkCheck.INVISIBLE_CHARACTER, "example.com/a\u2066b\u2069c"));
    assertEquals(
        Set.of(LinkCheck.INVISIBLE_CHARACTER),
        flags(LinkCheck.INVISIBLE_CHARACTER, "example.com/👩\u200D💻"));
    assertEquals(Set.of(), flags(LinkCheck.INVISIBLE_CHARACTER, "example.com/αβγ"));
    LinkChecker.Verdict rejected =
        verdict(
            checker(LinkCheck.INVISIBLE_CHARACTER, LinkCheck.Mode.REJECT),
            LinkDetector.getDefault(),
            "example.com/a\u200Fb");
    assertTrue(rejected.rejected());
  }

  @Test
  public void syntacticallyInvalidTlds() {
    LinkDetector custom =
        LinkDetector.builder()
            .topLevelDomains(
                TopLevelDomains.of(List.of("c0m", "a", "x-y", "com", "xn--p1ai"), "test"))
            .build();
    LinkChecker flag = checker(LinkCheck.INVALID_TLD, LinkCheck.Mode.FLAG);
    for (String bad : List.of("example.c0m", "example.a", "example.x-y")) {
      assertEquals(bad, Set.of(LinkCheck.INVALID_TLD), verdict(flag, custom, bad).flags());
    }
    for (String good : List.of("example.com", "example.рф", "example.xn--p1ai")) {
      assertEquals(good, Set.of(), verdict(flag, custom, good).flags());
    }
  }

  @Test
  public void confusableHosts() {
    // whole-script Cyrillic that looks like "apple"
    assertEquals(Set.of(LinkCheck.CONFUSABLE_HOST), flags(LinkCheck.CONFUSABLE_HOST, "аррӏе.com"));
    // the same host in punycode: the well-known homograph of apple.com
    assertEquals(
        Set.of(LinkCheck.CONFUSABLE_HOST),
        flags(LinkCheck.CONFUSABLE_HOST, "https://xn--80ak6aa92e.com/"));
    // Latin mixed with a Cyrillic 'а'
    assertEquals(
        Set.of(LinkCheck.CONFUSABLE_HOST), flags(LinkCheck.CONFUSABLE_HOST, "ex\u0430mple.com"));
    // a script that is not Identifier_Status=Allowed (Runic)
    assertEquals(Set.of(LinkCheck.CONFUSABLE_HOST), flags(LinkCheck.CONFUSABLE_HOST, "ᚠᚢᚦ.com"));
    for (String ok :
        List.of(
            "example.com",
            "bücher.de",
            "例子.中国",
            "παράδειγμα.gr",
            "пример.рф",
            "xn--bcher-kva.de")) {
      assertEquals(ok, Set.of(), flags(LinkCheck.CONFUSABLE_HOST, ok));
    }
  }

  @Test
  public void startAdjustmentFromSection8() {
    LinkChecker adjust = LinkChecker.of(Map.of(), true);
    String text = "ウェブサイトはexample.com です。";
    Link link = LinkDetector.getDefault().detect(text).get(0);
    assertEquals("ウェブサイトはexample.com", link.text(text)); // detection itself (§3) includes the kana
    LinkChecker.Verdict v = adjust.check(text, link, TopLevelDomains.getDefault());
    assertFalse(v.rejected());
    assertEquals(text.indexOf("example"), v.start());
    // §8: "it would block some reasonable URLs, like 最高のSONY製品.com"
    String sony = "最高のSONY製品.com";
    assertTrue(
        adjust
            .check(
                sony, LinkDetector.getDefault().detect(sony).get(0), TopLevelDomains.getDefault())
            .rejected());
    // A link with a scheme, and a host without such a change, are left alone.
    String plain = "https://ウェブサイトはexample.com";
    assertEquals(
        0,
        adjust
            .check(
                plain, LinkDetector.getDefault().detect(plain).get(0), TopLevelDomains.getDefault())
            .start());
    // The moved start is checked against the TLDs detection used, not the bundled ones.
    LinkDetector internal =
        LinkDetector.builder()
            .topLevelDomains(TopLevelDomains.of(List.of("internal"), "test"))
            .build();
    String custom = "ウェブサイトはexample.internal";
    Link customLink = internal.detect(custom).get(0);
    LinkChecker.Verdict moved = adjust.check(custom, customLink, internal.topLevelDomains());
    assertFalse(moved.rejected());
    assertEquals(custom.indexOf("example"), moved.start());
    String kana = "ウェブサイト.jp";
    assertEquals(
        0,
        adjust
            .check(
                kana, LinkDetector.getDefault().detect(kana).get(0), TopLevelDomains.getDefault())
            .start());
  }

  @Test
  public void offChecksDoNothing() {
    assertTrue(LinkChecker.none().isNone());
    LinkChecker.Verdict v =
        LinkChecker.none()
            .check(
                "example.com/a\u200Eb",
                LinkDetector.getDefault().detect("example.com/a\u200Eb").get(0),
                TopLevelDomains.getDefault());
    assertFalse(v.rejected());
    assertEquals(Set.of(), v.flags());
  }
}
