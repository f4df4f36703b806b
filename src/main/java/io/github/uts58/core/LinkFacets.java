package io.github.uts58.core;

import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The canonical values a link contributes to each facet (URL, host, registrable domain, email,
 * email domain). The ingest processor and the CLI's index both use it, so a link facets the same
 * way in OpenSearch and in an embedded index. Immutable and thread-safe.
 */
public final class LinkFacets {

  /** What can be counted about links. */
  public enum Facet {
    /** Normalized URL ({@link LinkNormalizer}); not for a URL cut at the maximum link length. */
    URL("urls"),
    /** A URL's host in Unicode, lower-case. */
    HOST("hosts"),
    /**
     * A URL's registrable domain (Public Suffix List); none for IP addresses and public suffixes.
     */
    DOMAIN("domains"),
    /** Normalized email address. */
    EMAIL("emails"),
    /** An email's domain, like {@link #HOST}. */
    EMAIL_DOMAIN("email_domains");

    private final String fieldName;

    Facet(String fieldName) {
      this.fieldName = fieldName;
    }

    /** The name of the field (the ingest processor's output) that holds this facet's values. */
    public String fieldName() {
      return fieldName;
    }
  }

  private final LinkNormalizer normalizer;
  private final PublicSuffixList suffixes;
  private final boolean privateSuffixes;
  private final RecentValues hosts = new RecentValues(LinkNormalizer::normalizeHost);
  private final RecentValues domains;
  private final RecentValues urls;
  private final RecentValues emails;

  /**
   * @param privateSuffixes whether the list's private section counts for registrable domains (then
   *     {@code user.github.io} is one, not {@code github.io})
   */
  public LinkFacets(LinkNormalizer normalizer, PublicSuffixList suffixes, boolean privateSuffixes) {
    this.normalizer = normalizer;
    this.suffixes = suffixes;
    this.privateSuffixes = privateSuffixes;
    this.domains =
        new RecentValues(host -> LinkNormalizer.registrableDomain(suffixes, host, privateSuffixes));
    this.urls = new RecentValues(url -> normalizer.normalize(url, LinkType.URL));
    this.emails = new RecentValues(email -> normalizer.normalize(email, LinkType.EMAIL));
  }

  /** Default normalization, the bundled Public Suffix List with its private section. */
  public static LinkFacets getDefault() {
    return new LinkFacets(LinkNormalizer.getDefault(), PublicSuffixList.getDefault(), true);
  }

  public LinkNormalizer normalizer() {
    return normalizer;
  }

  /** One empty, insertion-ordered set per facet, to collect distinct values in. */
  public static Map<Facet, Set<String>> newValues() {
    Map<Facet, Set<String>> values = new EnumMap<>(Facet.class);
    for (Facet f : Facet.values()) {
      values.put(f, new LinkedHashSet<>());
    }
    return values;
  }

  /** The distinct values of every link {@code detector} finds in {@code text}. */
  public Map<Facet, Set<String>> values(LinkDetector detector, CharSequence text) {
    Map<Facet, Set<String>> values = newValues();
    for (Link link : detector.detect(text)) {
      add(text, link, values);
    }
    return values;
  }

  /**
   * Adds the values of {@code link}, found in {@code text}, to {@code values} (from {@link
   * #newValues}).
   */
  public void add(CharSequence text, Link link, Map<Facet, Set<String>> values) {
    String host = text.subSequence(link.hostStart(), link.hostEnd()).toString();
    if (link.type() == LinkType.EMAIL) {
      values.get(Facet.EMAIL).add(emails.get(link.text(text)));
      values.get(Facet.EMAIL_DOMAIN).add(hosts.get(host));
      return;
    }
    if (!link.truncated()) { // a cut URL is not the URL; its host still counts
      values.get(Facet.URL).add(urls.get(link.text(text)));
    }
    values.get(Facet.HOST).add(hosts.get(host));
    String domain = domains.get(host);
    if (domain != null) {
      values.get(Facet.DOMAIN).add(domain);
    }
  }
}
