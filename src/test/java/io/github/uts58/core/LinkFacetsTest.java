package io.github.uts58.core;

import static org.junit.Assert.assertEquals;

import io.github.uts58.core.LinkFacets.Facet;
import io.github.uts58.testutil.SampleLog;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

public class LinkFacetsTest extends LuceneTestCase {
  private final LinkFacets facets = LinkFacets.getDefault();
  private final LinkDetector detector = LinkDetector.getDefault();

  private static List<String> list(Set<String> values) {
    return List.copyOf(values);
  }

  @Test
  public void everySpellingOfTheSampleLinksFacetsToItsCanonicalValues() {
    // The generator states each spelling's canonical values by hand, independently of the code.
    for (SampleLog.Spelling s : SampleLog.URLS) {
      Map<Facet, Set<String>> v = facets.values(detector, "x " + s.written() + " y");
      assertEquals(s.written(), List.of(s.url()), list(v.get(Facet.URL)));
      assertEquals(s.written(), List.of(s.host()), list(v.get(Facet.HOST)));
      assertEquals(
          s.written(),
          s.domain() == null ? List.of() : List.of(s.domain()),
          list(v.get(Facet.DOMAIN)));
      assertEquals(s.written(), List.of(), list(v.get(Facet.EMAIL)));
    }
    for (SampleLog.Spelling s : SampleLog.EMAILS) {
      Map<Facet, Set<String>> v = facets.values(detector, "x " + s.written() + " y");
      assertEquals(s.written(), List.of(s.email()), list(v.get(Facet.EMAIL)));
      assertEquals(s.written(), List.of(s.emailDomain()), list(v.get(Facet.EMAIL_DOMAIN)));
      assertEquals(s.written(), List.of(), list(v.get(Facet.HOST)));
    }
  }

  @Test
  public void valuesAreDistinctInFirstSeenOrder() {
    Map<Facet, Set<String>> v =
        facets.values(
            detector,
            "b.example.org/x and https://A.EXAMPLE.COM/ then a.example.com/ and B.Example.Org/x again");
    assertEquals(List.of("b.example.org/x", "a.example.com/"), list(v.get(Facet.URL)));
    assertEquals(List.of("b.example.org", "a.example.com"), list(v.get(Facet.HOST)));
    assertEquals(List.of("example.org", "example.com"), list(v.get(Facet.DOMAIN)));
  }

  @Test
  public void truncatedUrlsCountOnlyTheirHost() {
    LinkDetector shortLinks = LinkDetector.builder().maxLinkLength(32).build();
    Map<Facet, Set<String>> v = facets.values(shortLinks, "see example.com/" + "a".repeat(100));
    assertEquals(List.of(), list(v.get(Facet.URL)));
    assertEquals(List.of("example.com"), list(v.get(Facet.HOST)));
    assertEquals(List.of("example.com"), list(v.get(Facet.DOMAIN)));
  }

  @Test
  public void privateSuffixesDecideTheRegistrableDomain() {
    String text = "https://alice.github.io/blog";
    assertEquals(List.of("alice.github.io"), list(facets.values(detector, text).get(Facet.DOMAIN)));
    LinkFacets icannOnly =
        new LinkFacets(LinkNormalizer.getDefault(), PublicSuffixList.getDefault(), false);
    assertEquals(List.of("github.io"), list(icannOnly.values(detector, text).get(Facet.DOMAIN)));
  }

  @Test
  public void ipAddressesAndPublicSuffixesHaveNoRegistrableDomain() {
    Map<Facet, Set<String>> v = facets.values(detector, "http://10.0.0.1:8080/x and http://co.uk/");
    assertEquals(List.of("10.0.0.1", "co.uk"), list(v.get(Facet.HOST)));
    assertEquals(List.of(), list(v.get(Facet.DOMAIN)));
  }

  /**
   * The per-thread memo of recent values never answers with another key's value, however many keys
   * collide.
   */
  @Test
  public void manyDistinctHostsKeepTheirOwnValues() {
    LinkFacets facets = LinkFacets.getDefault();
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < 3000; i++) {
        String host = "H" + i + ".Bücher.CO.uk";
        Map<Facet, Set<String>> values =
            facets.values(LinkDetector.getDefault(), "see https://" + host + "/p" + i);
        assertEquals(Set.of("h" + i + ".bücher.co.uk"), values.get(Facet.HOST));
        assertEquals(Set.of("bücher.co.uk"), values.get(Facet.DOMAIN));
        assertEquals(Set.of("h" + i + ".bücher.co.uk/p" + i), values.get(Facet.URL));
      }
    }
  }
}
