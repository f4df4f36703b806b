package io.github.uts58.core;

/**
 * A URL string split at its literal syntax characters: authority ends at the first '/', '?' or '#'
 * after the scheme; the path at '?' or '#'; the query at '#'; the fragment at ":~:". Part strings
 * exclude their initiator; null means absent.
 */
record UrlSplit(int pathStart, String path, String query, String fragment, String directives) {

  static UrlSplit of(String url) {
    int i = authorityStart(url);
    int n = url.length();
    while (i < n && "/?#".indexOf(url.charAt(i)) < 0) {
      i++;
    }
    int pathStart = i;
    String path = null;
    String query = null;
    String fragment = null;
    String directives = null;
    if (i < n && url.charAt(i) == '/') {
      int end = indexOfAny(url, "?#", i);
      path = url.substring(i + 1, end);
      i = end;
    }
    if (i < n && url.charAt(i) == '?') {
      int end = url.indexOf('#', i);
      end = end < 0 ? n : end;
      query = url.substring(i + 1, end);
      i = end;
    }
    if (i < n && url.charAt(i) == '#') {
      int directive = url.indexOf(UrlPart.DIRECTIVE, i + 1);
      if (directive >= 0) {
        fragment = url.substring(i + 1, directive);
        directives = url.substring(directive + UrlPart.DIRECTIVE.length());
      } else {
        fragment = url.substring(i + 1);
      }
    }
    return new UrlSplit(pathStart, path, query, fragment, directives);
  }

  /** Index after "scheme://" or "mailto:", or 0. */
  static int authorityStart(String url) {
    int colon = url.indexOf(':');
    if (colon <= 0) {
      return 0;
    }
    for (int k = 0; k < colon; k++) {
      char c = url.charAt(k);
      boolean ok =
          (c | 0x20) >= 'a' && (c | 0x20) <= 'z'
              || (k > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'));
      if (!ok) {
        return 0;
      }
    }
    if (url.startsWith("//", colon + 1)) {
      return colon + 3;
    }
    // "example.com:8080" is a host and port, not a scheme; of the opaque schemes only mailto: is
    // ours.
    return url.regionMatches(true, 0, "mailto", 0, colon) && colon == 6 ? colon + 1 : 0;
  }

  private static int indexOfAny(String s, String chars, int from) {
    for (int i = from; i < s.length(); i++) {
      if (chars.indexOf(s.charAt(i)) >= 0) {
        return i;
      }
    }
    return s.length();
  }
}
