package io.github.uts58.core;

/**
 * A detected link. Offsets are UTF-16 indexes into the scanned text, end exclusive.
 *
 * @param start first char of the link (of the scheme or {@code mailto:} when present)
 * @param end end of the link
 * @param type URL or EMAIL
 * @param hostStart first char of the host (for an email: of the domain)
 * @param hostEnd end of the host, before any port (for an email: end of the domain)
 * @param localPartStart for an email, the first char of the local-part; else -1
 * @param truncated whether the link was cut at the maximum link length
 */
public record Link(
    int start,
    int end,
    LinkType type,
    int hostStart,
    int hostEnd,
    int localPartStart,
    boolean truncated) {

  /** The link's text within {@code text}. */
  public String text(CharSequence text) {
    return text.subSequence(start, end).toString();
  }
}
