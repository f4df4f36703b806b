package io.github.uts58.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * UTS #58 link detection (UTS58-C1, UTS58-C3): finds URLs and email addresses in plain text. An
 * immutable, thread-safe configuration; each thread scans with its own {@link LinkScanner}.
 *
 * <p>Initiation (§1.4, §3.2) recognises hosts of valid IDNA labels ending in a known top-level
 * domain, optionally preceded by {@code http://} or {@code https://} and followed by a port; with a
 * scheme, an IPv4 address is also a host. Termination follows §3.5.1 exactly; emails follow §5.2.
 */
public final class LinkDetector {
  /** Default {@link #maxLinkLength()}, in UTF-16 code units. */
  public static final int DEFAULT_MAX_LINK_LENGTH = 4096;

  /** Range of {@link #maxLinkLength()}: a host needs room, and a stream window holds two links. */
  public static final int MIN_MAX_LINK_LENGTH = 16;

  public static final int MAX_MAX_LINK_LENGTH = 1 << 20;

  private static final class DefaultHolder {
    static final LinkDetector INSTANCE = builder().build();
  }

  private final TopLevelDomains topLevelDomains;
  private final int maxLinkLength;
  private final SchemelessLinks schemelessLinks;

  /**
   * File extensions (and names with any extension) for {@link SchemelessLinks#PRECISE}: the
   * builder's, or the bundled ones ({@link FileExtensions}); none in the other modes, which never
   * read them (so they never load the bundled list).
   */
  private final LabelSet fileExtensions;

  /**
   * Bit n set: some file name of n chars takes any extension ({@code Makefile.*}); read before a
   * first label is copied to look it up.
   */
  private final long anyExtensionNameLengths;

  private static final int RECENT_SCANNERS = 4;

  /**
   * {@link #detect}'s scanners, per thread, of the last {@link #RECENT_SCANNERS} detectors the
   * thread used: a scanner's UTS #46 verdicts on recent hosts outlive one text. Static, and
   * bounded: a scanner holds its detector, so a thread-local of each detector would hold every
   * detector a thread ever used, for the life of the thread (an OpenSearch node's pools, which see
   * a detector for each index's settings).
   */
  private static final ThreadLocal<LinkScanner[]> RECENT =
      ThreadLocal.withInitial(() -> new LinkScanner[RECENT_SCANNERS]);

  private static final char[] NO_TEXT = new char[0];

  private LinkDetector(Builder b) {
    this.topLevelDomains =
        b.topLevelDomains != null ? b.topLevelDomains : TopLevelDomains.getDefault();
    this.maxLinkLength = b.maxLinkLength;
    this.schemelessLinks = b.schemelessLinks;
    Set<String> extensions =
        schemelessLinks != SchemelessLinks.PRECISE
            ? Set.of()
            : b.fileExtensions != null ? b.fileExtensions : FileExtensions.all();
    this.fileExtensions = new LabelSet(extensions);
    this.anyExtensionNameLengths = FileExtensions.anyExtensionNameLengths(extensions);
  }

  /** The detector with the bundled TLD list and the default maximum link length. */
  public static LinkDetector getDefault() {
    return DefaultHolder.INSTANCE;
  }

  public static Builder builder() {
    return new Builder();
  }

  public TopLevelDomains topLevelDomains() {
    return topLevelDomains;
  }

  /**
   * The longest link reported, in UTF-16 code units. A URL whose path, query or fragment would run
   * longer is cut at this length and marked {@link Link#truncated()}; a scheme and host, or an
   * email address, longer than this is not a link. So no link is longer than this, which bounds the
   * work per link and the window a streaming tokenizer needs.
   */
  public int maxLinkLength() {
    return maxLinkLength;
  }

  /** Which links without a scheme are reported ({@link SchemelessLinks#ALL}: UTS #58 exactly). */
  public SchemelessLinks schemelessLinks() {
    return schemelessLinks;
  }

  /**
   * Whether {@code text[start, end)}, in any case, is a file extension for {@link
   * SchemelessLinks#PRECISE}; allocates nothing.
   */
  boolean isFileExtension(char[] text, int start, int end) {
    return fileExtensions.contains(text, start, end);
  }

  /**
   * Whether files named {@code text[start, end)} (any case) take any extension ({@code Makefile.*})
   * for {@link SchemelessLinks#PRECISE}.
   */
  boolean namesFilesWithAnyExtension(char[] text, int start, int end) {
    int length = end - start;
    return length < Long.SIZE
        && (anyExtensionNameLengths & (1L << length)) != 0
        && fileExtensions.contains(
            FileExtensions.anyExtension(new String(text, start, length).toLowerCase(Locale.ROOT)));
  }

  /** A new scanner using this configuration (not thread-safe; reuse it per thread). */
  public LinkScanner newScanner() {
    return new LinkScanner(this);
  }

  /** This detector's scanner among the thread's recent ones, moved first; a new one if none. */
  private LinkScanner recentScanner() {
    LinkScanner[] recent = RECENT.get();
    int i = 0;
    while (i < recent.length - 1 && recent[i] != null && !recent[i].isOf(this)) {
      i++;
    }
    LinkScanner scanner =
        recent[i] != null && recent[i].isOf(this) ? recent[i] : newScanner(); // or the oldest out
    System.arraycopy(recent, 0, recent, 1, i);
    recent[0] = scanner;
    return scanner;
  }

  /** All links in {@code text}, in order. */
  public List<Link> detect(CharSequence text) {
    char[] chars = text.toString().toCharArray();
    return detect(chars, 0, chars.length);
  }

  /** All links in {@code text[start, end)}; offsets are indexes into {@code text}. */
  public List<Link> detect(char[] text, int start, int end) {
    LinkScanner scanner = recentScanner();
    scanner.reset(text, start, end);
    List<Link> links = new ArrayList<>();
    while (scanner.next()) {
      links.add(scanner.toLink());
    }
    scanner.reset(NO_TEXT, 0, 0); // hold no reference to the text
    return links;
  }

  /** Builder for a {@link LinkDetector}. */
  public static final class Builder {
    private TopLevelDomains topLevelDomains;
    private int maxLinkLength = DEFAULT_MAX_LINK_LENGTH;
    private SchemelessLinks schemelessLinks = SchemelessLinks.ALL;
    private Set<String> fileExtensions;

    private Builder() {}

    /** Lower-case file extensions replacing the bundled ones ({@link FileExtensions#parse}). */
    public Builder fileExtensions(Set<String> extensions) {
      this.fileExtensions = Set.copyOf(extensions);
      return this;
    }

    public Builder schemelessLinks(SchemelessLinks mode) {
      this.schemelessLinks = Objects.requireNonNull(mode, "schemelessLinks");
      return this;
    }

    public Builder topLevelDomains(TopLevelDomains tlds) {
      this.topLevelDomains = Objects.requireNonNull(tlds, "topLevelDomains");
      return this;
    }

    public Builder maxLinkLength(int length) {
      if (length < MIN_MAX_LINK_LENGTH || length > MAX_MAX_LINK_LENGTH) {
        throw new IllegalArgumentException(
            "max link length must be between "
                + MIN_MAX_LINK_LENGTH
                + " and "
                + MAX_MAX_LINK_LENGTH
                + ", got "
                + length);
      }
      this.maxLinkLength = length;
      return this;
    }

    public LinkDetector build() {
      return new LinkDetector(this);
    }
  }
}
