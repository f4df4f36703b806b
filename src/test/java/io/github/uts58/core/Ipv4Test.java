package io.github.uts58.core;

import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * WHATWG URL host parsing of IPv4 addresses; expectations from the URL Standard's own test data.
 */
public class Ipv4Test extends LuceneTestCase {

  private static String parsed(String host) {
    long address = Ipv4.parse(host);
    return address == Ipv4.NOT_IPV4
        ? "domain"
        : address == Ipv4.FAILURE ? "failure" : Ipv4.serialize(address);
  }

  public void testAddresses() {
    assertEquals("127.0.0.1", parsed("0x7f.1"));
    assertEquals("192.168.0.1", parsed("192.0x00A80001"));
    assertEquals("192.168.0.1", parsed("0300.0250.0.1"));
    assertEquals("255.255.255.255", parsed("0xffffffff"));
    assertEquals("255.255.255.255", parsed("4294967295"));
    assertEquals("1.2.3.4", parsed("01.2.3.4"));
    assertEquals("1.2.3.4", parsed("1.2.3.4."));
    assertEquals("1.2.0.3", parsed("1.2.3"));
    assertEquals("10.0.0.255", parsed("10.0.0.0xFF"));
    assertEquals("0.0.0.0", parsed("0x.0x.0"));
  }

  public void testFailures() {
    for (String host :
        new String[] {
          "1.2.3.08",
          "180.036.254.028",
          "09.2.3.4",
          "1.2.3.09",
          "256.256.256.256",
          "4294967296",
          "0xffffffff1",
          "1.2.3.4.5",
          "0..0x300",
          "foo.09",
          "foo.0x4",
          "foo.0x",
          "1.256.1.1",
          "1.2.65536"
        }) {
      assertEquals(host, "failure", parsed(host));
    }
  }

  public void testDomains() {
    for (String host : new String[] {"example.com", "foo.0xg", "1.2.3.com", "foo.bar."}) {
      assertEquals(host, "domain", parsed(host));
    }
  }

  public void testNormalizedForSearch() {
    LinkNormalizer normalizer = LinkNormalizer.getDefault();
    assertEquals("127.0.0.1/x", normalizer.normalize("http://0x7f.1/x", LinkType.URL));
    assertEquals(
        normalizer.normalize("http://127.0.0.1:80/", LinkType.URL),
        normalizer.normalize("HTTP://0177.0.0.1", LinkType.URL));
    assertNull(LinkNormalizer.registrableDomain(PublicSuffixList.getDefault(), "0x7f.1", true));
  }
}
