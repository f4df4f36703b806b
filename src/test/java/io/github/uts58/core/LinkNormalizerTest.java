package io.github.uts58.core;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertNull;

import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

public class LinkNormalizerTest extends LuceneTestCase {
  private static final LinkNormalizer DEFAULT = LinkNormalizer.getDefault();

  private static String url(String link) {
    return DEFAULT.normalize(link, LinkType.URL);
  }

  @Test
  public void equivalentSpellingsAreEqual() {
    assertEquals(
        "en.wikipedia.org/wiki/Antonín_Dvořák",
        url("https://en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k"));
    assertEquals(
        url("https://en.wikipedia.org/wiki/Antonín_Dvořák"),
        url("en.wikipedia.org/wiki/Anton%C3%ADn_Dvo%C5%99%C3%A1k"));
    assertEquals("bücher.de/x", url("xn--bcher-kva.de/x"));
    assertEquals(url("bücher.de/x"), url("XN--BCHER-KVA.DE/x"));
    assertEquals(url("example.com/Path"), url("EXAMPLE.COM/Path"));
    assertNotEquals(url("example.com/Path"), url("example.com/path"));
    assertEquals("example.com/", url("example.com."));
    assertEquals("例子.中国/a", url("例子。中国/a"));
  }

  @Test
  public void anEmptyPathIsSlash() {
    // WHATWG URL: http(s) URLs with an empty path have the path "/".
    assertEquals("example.com/", url("https://example.com"));
    assertEquals(url("https://example.com"), url("https://example.com/"));
    assertEquals(url("http://bücher.de"), url("http://xn--bcher-kva.de/"));
    assertEquals(url("example.org"), url("example.org/"));
    assertEquals(url("example.org?q=1"), url("example.org/?q=1"));
    assertEquals(url("example.org#top"), url("example.org/#top"));
    assertNotEquals(url("example.org/a"), url("example.org/a/"));
  }

  @Test
  public void portsSchemesAndFragments() {
    assertEquals("example.com/a", url("http://example.com:80/a"));
    assertEquals("example.com/a", url("HTTPS://example.com:443/a"));
    assertEquals("example.com:443/a", url("http://example.com:443/a"));
    assertEquals("example.com:8080/?q#f:~:text=a", url("example.com:8080?q#f:~:text=a"));
    // the scheme dropped, a link reads as http's: :80 is the default whatever the scheme was, so
    // the search form is a fixed point (a random document's ftp://test.py:80/?a=b once was not)
    assertEquals("test.py/?a=b", url("ftp://test.py:80/?a=b"));
    assertEquals("example.com:21/", url("ftp://example.com:21"));
    for (String link :
        new String[] {
          "ftp://test.py:80/?a=b", "https://example.com:80/", "http://example.com:443"
        }) {
      assertEquals(url(link), url(url(link)));
    }
    LinkNormalizer keepScheme = new LinkNormalizer(true, true, false);
    assertEquals("ftp://test.py:80/", keepScheme.normalize("FTP://test.py:80", LinkType.URL));
    assertEquals("http://test.py/", keepScheme.normalize("http://test.py:80", LinkType.URL));
    LinkNormalizer keep = new LinkNormalizer(true, false, true);
    assertEquals(
        "https://example.com:443/a",
        keep.normalize("HTTPS://Example.com:443/a#frag", LinkType.URL));
    assertEquals("example.com/a%20b?x=1%26", url("example.com/a%20b?x=1%26"));
  }

  @Test
  public void emails() {
    assertEquals(
        "John.Doe@bücher.de",
        DEFAULT.normalize("mailto:John.Doe@XN--BCHER-KVA.DE", LinkType.EMAIL));
    assertEquals("σωκράτης@example.com", DEFAULT.normalize("σωκράτης@EXAMPLE.com", LinkType.EMAIL));
  }

  @Test
  public void parts() {
    LinkParts p = LinkParts.parse("https://a.example.co.uk:8443/p/q?x=1#f:~:text=t", LinkType.URL);
    assertEquals("https", p.scheme());
    assertEquals("a.example.co.uk", p.host());
    assertEquals(8443, p.port());
    assertEquals("/p/q", p.path());
    assertEquals("x=1", p.query());
    assertEquals("f:~:text=t", p.fragment());
    LinkParts e = LinkParts.parse("mailto:a.b@example.com", LinkType.EMAIL);
    assertEquals("a.b", e.localPart());
    assertEquals("example.com", e.host());
    LinkParts bare = LinkParts.parse("example.com", LinkType.URL);
    assertNull(bare.scheme());
    assertNull(bare.path());
    assertEquals(-1, bare.port());
  }

  @Test
  public void registrableDomains() {
    PublicSuffixList psl = PublicSuffixList.getDefault();
    assertEquals("example.co.uk", LinkNormalizer.registrableDomain(psl, "A.B.Example.CO.UK", true));
    assertEquals("bücher.de", LinkNormalizer.registrableDomain(psl, "www.xn--bcher-kva.de", true));
    assertNull(LinkNormalizer.registrableDomain(psl, "127.0.0.1", true));
    assertNull(LinkNormalizer.registrableDomain(psl, "co.uk", true));
  }
}
