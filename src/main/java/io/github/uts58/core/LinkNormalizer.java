package io.github.uts58.core;

import java.util.Locale;

/**
 * The canonical search form of a link, so that equivalent spellings index to one term: scheme and
 * host lower-cased; the host in Unicode (UTS #46 ToUnicode, so punycode and Unicode spellings are
 * equal) without a trailing dot, an IPv4 host in WHATWG's serialization; an empty path as "/"
 * (WHATWG); path, query and fragment decoded to the §4 minimal form (escapes that are not UTF-8
 * kept); email domains like hosts, local-parts as written, {@code mailto:} dropped. Immutable and
 * thread-safe.
 */
public final class LinkNormalizer {
  private final boolean keepScheme;
  private final boolean dropDefaultPort;
  private final boolean dropFragment;

  /**
   * @param keepScheme keep {@code http://}/{@code https://} (otherwise URLs with and without a
   *     scheme are equal)
   * @param dropDefaultPort drop :80 for http and scheme-less links (and any link whose scheme is
   *     dropped), :443 for https
   * @param dropFragment drop the fragment and its directives
   */
  public LinkNormalizer(boolean keepScheme, boolean dropDefaultPort, boolean dropFragment) {
    this.keepScheme = keepScheme;
    this.dropDefaultPort = dropDefaultPort;
    this.dropFragment = dropFragment;
  }

  /** Defaults: scheme dropped, default ports dropped, fragment kept. */
  public static LinkNormalizer getDefault() {
    return new LinkNormalizer(false, true, false);
  }

  public String normalize(String link, LinkType type) {
    LinkParts parts = LinkParts.parse(link, type);
    if (type == LinkType.EMAIL) {
      return parts.localPart() + "@" + normalizeHost(parts.host());
    }
    StringBuilder out = new StringBuilder(link.length());
    String scheme = parts.scheme() == null ? null : parts.scheme().toLowerCase(Locale.ROOT);
    if (keepScheme && scheme != null) {
      out.append(scheme).append("://");
    }
    out.append(normalizeHost(parts.host()));
    int port = parts.port();
    // (a link written without its scheme reads as http's, so :80 is its default whatever the
    // scheme dropped was: ftp://host:80/ is host/, which normalizing again leaves as it is)
    boolean defaultPort =
        ("https".equals(scheme) && port == 443)
            || ((scheme == null || "http".equals(scheme) || !keepScheme) && port == 80);
    if (port >= 0 && !(dropDefaultPort && defaultPort)) {
      out.append(':').append(port);
    }
    int rest = out.length();
    // WHATWG URL: a special scheme's (http, https; scheme-less links are http) empty path is "/",
    // so "https://example.com" and "https://example.com/" are one URL.
    out.append(parts.path() != null ? parts.path() : "/");
    if (parts.query() != null) {
      out.append('?').append(parts.query());
    }
    if (parts.fragment() != null && !dropFragment) {
      out.append('#').append(parts.fragment());
    }
    String pqf = out.substring(rest);
    out.setLength(rest);
    // minimalEscape treats the text before the first '/', '?' or '#' as the authority.
    return out.append(MinimalEscaping.minimalEscape(pqf)).toString();
  }

  /**
   * A host in Unicode, lower-case, without a trailing dot; as written (lower-cased) if UTS #46
   * rejects it.
   */
  public static String normalizeHost(String host) {
    String h =
        host.endsWith(".") || host.endsWith("。") || host.endsWith("．") || host.endsWith("｡")
            ? host.substring(0, host.length() - 1)
            : host;
    long ipv4 = Ipv4.parse(h);
    if (ipv4 >= 0) {
      return Ipv4.serialize(ipv4); // WHATWG's serialization: 0x7f.1 is 127.0.0.1
    }
    String unicode = Idna.toUnicode(h);
    return (unicode != null ? unicode : h).toLowerCase(Locale.ROOT);
  }

  /**
   * A host in ASCII (punycode), lower-case, without a trailing dot, or null if UTS #46 rejects it.
   */
  public static String asciiHost(String host) {
    String ascii = Idna.toAscii(host);
    if (ascii == null) {
      return null;
    }
    ascii = ascii.toLowerCase(Locale.ROOT);
    return ascii.endsWith(".") ? ascii.substring(0, ascii.length() - 1) : ascii;
  }

  /**
   * The registrable domain of a host (Public Suffix List), in Unicode and lower-case, or null when
   * the host is an IP address or itself a public suffix.
   */
  public static String registrableDomain(
      PublicSuffixList list, String host, boolean includePrivate) {
    String ascii = asciiHost(host);
    if (ascii == null || ascii.isEmpty() || Ipv4.parse(ascii) != Ipv4.NOT_IPV4) {
      return null;
    }
    String domain = list.registrableDomain(ascii, includePrivate);
    if (domain == null) {
      return null;
    }
    String unicode = Idna.toUnicode(domain);
    return unicode != null ? unicode : domain;
  }
}
