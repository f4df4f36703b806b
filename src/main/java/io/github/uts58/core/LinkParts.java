package io.github.uts58.core;

/**
 * The components of a detected link's text. For a URL: scheme (without "://"), host, port, and the
 * path, query and fragment as written (without their initiators; fragment includes any directives).
 * For an email: the local-part and domain (scheme "mailto" when written). Absent parts are null;
 * port is -1 when absent.
 */
public record LinkParts(
    LinkType type,
    String scheme,
    String host,
    int port,
    String path,
    String query,
    String fragment,
    String localPart) {

  /**
   * Splits a link as found by {@link LinkDetector} (or its normalized form). Not a general URL
   * parser: it relies on detection having accepted the text.
   */
  public static LinkParts parse(String link, LinkType type) {
    if (type == LinkType.EMAIL) {
      String rest = link;
      String scheme = null;
      if (rest.regionMatches(true, 0, "mailto:", 0, 7)) {
        scheme = "mailto";
        rest = rest.substring(7);
      }
      int at = rest.lastIndexOf('@');
      if (at <= 0) {
        throw new IllegalArgumentException("not an email address: " + link);
      }
      return new LinkParts(
          type, scheme, rest.substring(at + 1), -1, null, null, null, rest.substring(0, at));
    }
    int authority = UrlSplit.authorityStart(link);
    String scheme = authority > 0 ? link.substring(0, link.indexOf(':')) : null;
    UrlSplit split = UrlSplit.of(link);
    String hostAndPort = link.substring(authority, split.pathStart());
    String host = hostAndPort;
    int port = -1;
    int colon = hostAndPort.lastIndexOf(':');
    if (colon >= 0) {
      host = hostAndPort.substring(0, colon);
      String digits = hostAndPort.substring(colon + 1);
      port = digits.isEmpty() ? -1 : Integer.parseInt(digits);
    }
    String fragment = split.fragment();
    if (split.directives() != null) {
      fragment = fragment + UrlPart.DIRECTIVE + split.directives();
    }
    return new LinkParts(
        type,
        scheme,
        host,
        port,
        split.path() == null ? null : "/" + split.path(),
        split.query(),
        fragment,
        null);
  }
}
