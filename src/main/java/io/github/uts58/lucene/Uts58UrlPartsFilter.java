package io.github.uts58.lucene;

import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.core.LinkParts;
import io.github.uts58.core.LinkType;
import io.github.uts58.core.PublicSuffixList;
import io.github.uts58.lucene.segmentation.LinkTokenTypes;
import io.github.uts58.settings.UrlPartsSettings;
import io.github.uts58.settings.UrlPartsSettings.Part;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

/**
 * For each {@code <URL>} or {@code <EMAIL>} token, also emits the selected parts at the same
 * position, each with its own type (see {@link Part}): for facets and partial matching. Hosts and
 * domains are emitted in their normalized form (Unicode, lower-case). With {@code hostHierarchy},
 * every host suffix down to the registrable domain ({@code a.b.example.co.uk}, {@code
 * b.example.co.uk}, {@code example.co.uk}); with {@code pathHierarchy}, every path prefix ({@code
 * /a}, {@code /a/b}). Other tokens pass through.
 */
public final class Uts58UrlPartsFilter extends TokenFilter {
  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);
  private final PositionIncrementAttribute posIncAtt =
      addAttribute(PositionIncrementAttribute.class);

  private final UrlPartsSettings options;
  private final PublicSuffixList suffixes;

  /** A part waiting to be emitted after its link. */
  private record PartToken(String term, Part part) {}

  private final List<PartToken> pending = new ArrayList<>();
  private int next;
  private State linkState;
  private int pendingPosInc;

  public Uts58UrlPartsFilter(
      TokenStream input, UrlPartsSettings options, PublicSuffixList suffixes) {
    super(input);
    this.options = options;
    this.suffixes = suffixes;
  }

  @Override
  public boolean incrementToken() throws IOException {
    while (true) {
      if (next < pending.size()) {
        restoreState(linkState);
        PartToken p = pending.get(next++);
        termAtt.setEmpty().append(p.term());
        typeAtt.setType(p.part().tokenType);
        posIncAtt.setPositionIncrement(pendingPosInc);
        pendingPosInc = 0;
        return true;
      }
      if (!input.incrementToken()) {
        return false;
      }
      LinkType type = LinkTokenTypes.linkType(typeAtt.type());
      if (type == null) {
        posIncAtt.setPositionIncrement(posIncAtt.getPositionIncrement() + pendingPosInc);
        pendingPosInc = 0;
        return true;
      }
      pending.clear();
      next = 0;
      collectParts(termAtt.toString(), type);
      linkState = captureState();
      pendingPosInc += posIncAtt.getPositionIncrement();
      if (options.keepLink()) {
        posIncAtt.setPositionIncrement(pendingPosInc);
        pendingPosInc = 0;
        return true;
      }
    }
  }

  private void add(String term, Part part) {
    if (term == null || term.isEmpty()) {
      return;
    }
    PartToken token = new PartToken(term, part);
    if (!pending.contains(token)) {
      pending.add(token);
    }
  }

  private void collectParts(String link, LinkType type) {
    LinkParts parts;
    try {
      parts = LinkParts.parse(link, type);
    } catch (IllegalArgumentException e) {
      return; // typed as a link by another component but not one: no parts
    }
    String host = LinkNormalizer.normalizeHost(parts.host());
    String registrable =
        LinkNormalizer.registrableDomain(suffixes, parts.host(), options.privateSuffixes());
    if (type == LinkType.EMAIL) {
      if (options.parts().contains(Part.LOCAL_PART)) {
        add(parts.localPart(), Part.LOCAL_PART);
      }
      if (options.parts().contains(Part.EMAIL_DOMAIN)) {
        add(host, Part.EMAIL_DOMAIN);
      }
      if (options.parts().contains(Part.REGISTRABLE_DOMAIN)) {
        add(registrable, Part.REGISTRABLE_DOMAIN);
      }
      return;
    }
    if (options.parts().contains(Part.SCHEME) && parts.scheme() != null) {
      add(parts.scheme().toLowerCase(Locale.ROOT), Part.SCHEME);
    }
    if (options.parts().contains(Part.HOST)) {
      add(host, Part.HOST);
    }
    if (options.hostHierarchy()) {
      add(host, Part.HOST);
      if (registrable != null
          && host.length() > registrable.length()
          && host.endsWith(registrable)) {
        // Parent domains down to the registrable domain; at most maxHierarchyDepth, the nearest it.
        int registrableStart = host.length() - registrable.length();
        int first = registrableStart;
        for (int count = 1; count < options.maxHierarchyDepth(); count++) {
          int dot = host.lastIndexOf('.', first - 2);
          if (dot < 0) {
            break; // the next one up is the host itself
          }
          first = dot + 1;
        }
        for (int start = first; ; start = host.indexOf('.', start) + 1) {
          add(host.substring(start), Part.HOST);
          if (start >= registrableStart) {
            break;
          }
        }
      }
    }
    if (options.parts().contains(Part.PORT) && parts.port() >= 0) {
      add(Integer.toString(parts.port()), Part.PORT);
    }
    if (options.parts().contains(Part.REGISTRABLE_DOMAIN)) {
      add(registrable, Part.REGISTRABLE_DOMAIN);
    }
    if (options.parts().contains(Part.PATH)) {
      add(parts.path(), Part.PATH);
    }
    if (options.pathHierarchy() && parts.path() != null) {
      String path = parts.path();
      int depth = 0;
      for (int slash = path.indexOf('/', 1);
          slash > 0 && depth < options.maxHierarchyDepth();
          slash = path.indexOf('/', slash + 1)) {
        add(path.substring(0, slash), Part.PATH);
        depth++;
      }
      add(path, Part.PATH);
    }
    if (options.parts().contains(Part.QUERY)) {
      add(parts.query(), Part.QUERY);
    }
    if (options.parts().contains(Part.FRAGMENT)) {
      add(parts.fragment(), Part.FRAGMENT);
    }
  }

  @Override
  public void end() throws IOException {
    super.end();
    posIncAtt.setPositionIncrement(posIncAtt.getPositionIncrement() + pendingPosInc);
    pendingPosInc = 0;
  }

  @Override
  public void reset() throws IOException {
    super.reset();
    pending.clear();
    next = 0;
    linkState = null;
    pendingPosInc = 0;
  }
}
