package io.github.uts58.core;

import java.util.List;
import java.util.Objects;

/**
 * A URL as unescaped values: the structure of a {@code LinkFormattingTest.txt} case.
 *
 * @param scheme the scheme with its separator, e.g. {@code https://}, or ""
 * @param host the host (and port) as it should appear
 * @param path the path segments (empty: no path)
 * @param query the query's key/value pairs (empty: no query)
 * @param fragment the fragment, or null for none
 * @param directives the fragment directives (after {@code :~:})
 */
public record UrlComponents(
    String scheme,
    String host,
    List<String> path,
    List<Param> query,
    String fragment,
    List<String> directives) {

  public UrlComponents {
    Objects.requireNonNull(scheme);
    Objects.requireNonNull(host);
    path = List.copyOf(path);
    query = List.copyOf(query);
    directives = List.copyOf(directives);
  }

  /** A query key with its value; a null value means the key stands without '='. */
  public record Param(String key, String value) {
    public Param {
      Objects.requireNonNull(key);
    }
  }
}
