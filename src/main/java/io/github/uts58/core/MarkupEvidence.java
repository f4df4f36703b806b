package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.isAsciiLetter;
import static io.github.uts58.core.AsciiChars.isAsciiLetterOrDigit;
import static io.github.uts58.core.AsciiChars.isQuote;

import java.util.Set;

/**
 * Evidence in HTML and XML around a host, for {@link LookalikeHosts}: the text a reader sees, tags
 * skipped ({@code /etc/postfix/<a href="postconf.5.html">main.cf</a>(5)}), an anchor's text or
 * name, an element's name, a class that marks a file name.
 */
final class MarkupEvidence {
  private MarkupEvidence() {}

  /**
   * The name of a markup element, its content right after its start tag: {@code
   * <commons.jira.id>IO</commons.jira.id>}, {@code <jdk.module.name>${x}</jdk.module.name>}; not a
   * host in angle brackets, after which text goes on after a space or a stop ({@code Simon
   * <sa.me.uk>}, {@code mail <bug-time.org>.}), nor a POD format code ({@code
   * C<irc.perl.org>|irc://…}).
   */
  static boolean elementName(TextAround around, int hostStart, int end, boolean more) {
    if (more
        || around.at(hostStart - 1) != '<'
        || around.at(end) != '>'
        || Character.isLetterOrDigit(around.at(hostStart - 2))) { // Perl's POD: C<irc.perl.org>
      return false;
    }
    char content = around.at(end + 1);
    return !Character.isWhitespace(content)
        && ".,;:!?)]}'\"".indexOf(content) < 0
        // (a tag or text after it, not a value in brackets: E2Guardian's <ccbill.com><20>)
        && !(content == '<' && !isTagStart(around.at(end + 2)));
  }

  /**
   * Where the text a reader sees before {@code i} ends: HTML tags right before it skipped, within
   * the context read ({@code /etc/postfix/<a href="postconf.5.html"><b>main.cf}: after {@code /}).
   */
  static int beforeTags(TextAround around, int i) {
    int floor = i - TextAround.BEFORE;
    for (int k; around.at(i - 1) == '>' && (k = tagBefore(around, i, floor)) != NO_TAG; ) {
      i = k;
    }
    return i;
  }

  /** No tag: not an index, which in a stream's kept context may be negative. */
  private static final int NO_TAG = Integer.MIN_VALUE;

  /**
   * Where the HTML tag that ends at {@code i} (after its {@code >}) starts; {@link #NO_TAG} if none
   * does.
   */
  private static int tagBefore(TextAround around, int i, int floor) {
    int k = i - 2;
    while (k > floor && "<>\n".indexOf(around.at(k)) < 0) {
      k--;
    }
    return around.at(k) == '<' && isTagStart(around.at(k + 1)) ? k : NO_TAG;
  }

  /**
   * The text of an HTML anchor, among the tags from {@code tagsStart} to the host, to a page beside
   * this one or a section of it ({@code <a href="postconf.5.html">main.cf</a>}, {@code <a
   * href="#x509ca"><code>x509.ca}): the name of what is documented there; a host's name would be
   * linked to the host (but {@code <a href="mirrors.html">ftp.debian.org</a>} is dropped too).
   */
  static boolean anchorToPageBeside(TextAround around, int tagsStart, int hostStart) {
    // [tagsStart, hostStart) holds only whole tags (beforeTags), so each < starts one and each >
    // ends one; the anchor nearest the host decides
    boolean beside = false;
    for (int k = tagsStart; k < hostStart; k++) {
      if (around.at(k) == '<' && (around.at(k + 1) | 0x20) == 'a' && around.at(k + 2) == ' ') {
        for (int h = k + 3; around.at(h) != '>'; h++) {
          if (around.asciiWordAt(h, "href=") && isQuote(around.at(h + 5))) {
            beside = !absoluteReferenceAt(around, h + 6, hostStart);
            break;
          }
        }
      }
    }
    return beside;
  }

  /**
   * A scheme ({@code https:}) or {@code /} at {@code i}, before {@code limit}: not a page beside
   * this one ({@code <a href="/wiki/Amazon.com">Amazon.com</a>} is an article about a site).
   */
  private static boolean absoluteReferenceAt(TextAround around, int i, int limit) {
    if (around.at(i) == '/') {
      return true;
    }
    int j = i;
    while (j < limit
        && (Character.isLetterOrDigit(around.at(j)) || "+.-".indexOf(around.at(j)) >= 0)) {
      j++;
    }
    return j > i && Character.isLetter(around.at(i)) && around.at(j) == ':';
  }

  /**
   * Where the text a reader sees after {@code i} begins: HTML tags there skipped ({@code </a>(5)}).
   */
  static int afterTags(TextAround around, int i) {
    int limit = i + TextAround.AFTER;
    while (around.at(i) == '<' && isTagStart(around.at(i + 1))) {
      int k = i + 1;
      while (k < limit && "<>\n".indexOf(around.at(k)) < 0) {
        k++;
      }
      if (around.at(k) != '>') {
        break;
      }
      i = k + 1;
    }
    return i;
  }

  /**
   * The name of an anchor in HTML, which a fragment refers to: an {@code id} attribute's value
   * ({@code <a id="sidebar.snapshot.debian.org">}), an anchor's {@code name} ({@code <a
   * class="anchor" name="internal.htx.free">}), or the fragment of a reference to a page ({@code
   * href="apt.html#sidebar.snapshot.debian.org"}, {@code href="#httpclient.resolvers.id"}); not
   * other elements' names, which may be hosts ({@code <hostname name="openbsd.org">}).
   */
  static boolean anchorName(TextAround around, int hostStart) {
    char before = around.at(hostStart - 1);
    if (before == '#') {
      char c = around.at(hostStart - 2);
      return isQuote(c) || around.asciiWordAt(hostStart - 5, "html");
    }
    if (!isQuote(before)) {
      return false;
    }
    int equals = hostStart - 2;
    if (around.at(equals) != '=') {
      return false;
    }
    if (around.asciiWordAt(equals - 3, " id")) {
      return true;
    }
    if (!around.asciiWordAt(equals - 5, " name")) {
      return false;
    }
    // an anchor's name: the tag it is in is <a
    int tag = tagStart(around, equals - 6, hostStart);
    return tag != NO_TAG && (around.at(tag + 1) | 0x20) == 'a' && around.at(tag + 2) == ' ';
  }

  /**
   * A reference without a scheme, quoted as an HTML attribute's value that holds one, {@code href}
   * or {@code src}, whose path {@code text[pathStart, end)} goes through a directory to another
   * ({@code <a href="java.management/javax/management/MBeanInfo.html">}) or to a file with a dot in
   * its name ({@code href="jdk.net/module-summary.html"}): relative to the page, so what reads as a
   * host is a directory too. A name alone there, or with one segment not a file's, is more often
   * its author's slip for the site ({@code <a href="cups.org">}, {@code href="wg21.link/P2362"}).
   * In another attribute of a tag, a path to a file with a dot in its name is a file's ({@code
   * <Product config="zwave.me/kfob.xml"/>}); one without is often a link ({@code
   * author="github.com/ProtoFoo"}, Go's {@code <meta content="libvirt.org/go/libvirt git …">}).
   */
  static boolean relativeReference(
      char[] text, TextAround around, int hostStart, int pathStart, int end) {
    int equals = hostStart - 2;
    if (!isQuote(around.at(hostStart - 1)) || around.at(equals) != '=') {
      return false;
    }
    int nameStart = equals;
    while (nameStart > equals - LONGEST_ATTRIBUTE_NAME
        && isAttributeNameChar(around.at(nameStart - 1))) {
      nameStart--;
    }
    if (nameStart == equals || !Character.isWhitespace(around.at(nameStart - 1))) {
      return false;
    }
    boolean reference =
        (nameStart == equals - 4 && around.asciiWordAt(nameStart, "href"))
            || (nameStart == equals - 3 && around.asciiWordAt(nameStart, "src"));
    if (!reference) {
      int tag = tagStart(around, nameStart - 1, hostStart);
      if (tag == NO_TAG || !isAsciiLetter(around.at(tag + 1))) {
        return false;
      }
    }
    boolean dot = false;
    for (int i = pathStart + 1; i < end && text[i] != '?' && text[i] != '#'; i++) {
      if (text[i] == '/') {
        if (reference) {
          return true;
        }
        dot = false;
      }
      dot |= text[i] == '.';
    }
    return dot;
  }

  /**
   * Where the tag that {@code i} is inside starts, its {@code <}, within the context read before
   * {@code hostStart} (no {@code >} between); else {@link #NO_TAG}.
   */
  private static int tagStart(TextAround around, int i, int hostStart) {
    for (int k = i; k > hostStart - TextAround.BEFORE; k--) {
      char c = around.at(k);
      if (c == '>') {
        return NO_TAG;
      }
      if (c == '<') {
        return k;
      }
    }
    return NO_TAG;
  }

  /** The most chars read of an attribute's name: {@code xlink:href}, {@code data-config}. */
  private static final int LONGEST_ATTRIBUTE_NAME = 24;

  private static boolean isAttributeNameChar(char c) {
    return isAsciiLetterOrDigit(c) || c == '-' || c == '_' || c == ':';
  }

  /**
   * Among the tags in [{@code tagsStart}, {@code hostStart}), one whose class names a file, as
   * DocBook's and Sphinx's HTML mark file names up: {@code <code class="filename">}, {@code <code
   * class="file docutils literal">}.
   */
  static boolean fileClassBefore(TextAround around, int tagsStart, int hostStart) {
    for (int k = tagsStart; k < hostStart - 10; k++) {
      if (around.at(k) == 'c' && around.asciiWordAt(k, "class=")) {
        char quote = around.at(k + 6);
        if (!isQuote(quote)) {
          continue;
        }
        int i = k + 7;
        while (i < hostStart && around.at(i) != quote) {
          int word = i;
          while (i < hostStart && around.at(i) != quote && around.at(i) != ' ') {
            i++;
          }
          if ((i - word == 4 && around.asciiWordAt(word, "file"))
              || (i - word == 8 && around.asciiWordAt(word, "filename"))) {
            return true;
          }
          if (around.at(i) == ' ') {
            i++;
          }
        }
      }
    }
    return false;
  }

  /**
   * The classes a code highlighter gives a name's token, all of it between a start tag and an end
   * tag: Pygments' (Sphinx, MkDocs), which Rouge (Jekyll) and Chroma (Hugo) write alike — a name, a
   * namespace, a variable, an attribute … ({@code <span class="kn">from</span> <span
   * class="nn">django.core.files.storage</span>}, {@code {{ <span class="nv">object.id</span> }}});
   * a host in code is in a string's token ({@code <span class="s1">'example.com'</span>}).
   */
  private static final Set<String> HIGHLIGHTED_NAME_CLASSES =
      Set.of(
          "n", "na", "nb", "bp", "nc", "no", "nd", "ni", "ne", "nf", "fm", "py", "nl", "nn", "nx",
          "nt", "nv", "vc", "vg", "vi", "vm");

  /** A name's token in highlighted code: {@code <span class="nn">} before, {@code </} after. */
  static boolean highlightedName(TextAround around, int hostStart, int end) {
    char quote = around.at(hostStart - 2);
    if (around.at(hostStart - 1) != '>'
        || !isQuote(quote)
        || around.at(end) != '<'
        || around.at(end + 1) != '/') {
      return false;
    }
    int classStart = hostStart - 2;
    while (classStart > hostStart - 5 && Character.isLowerCase(around.at(classStart - 1))) {
      classStart--;
    }
    int open = classStart - 1;
    if (around.at(open) != quote || !around.asciiWordAt(open - 12, "<span class=")) {
      return false;
    }
    return HIGHLIGHTED_NAME_CLASSES.contains(around.read(classStart, hostStart - 2));
  }

  /** A start or end tag's first char after {@code <}: a letter, or {@code /}. */
  private static boolean isTagStart(char c) {
    return c == '/' || (c < 128 && Character.isLetter(c));
  }

  /**
   * Among the tags in [{@code tagsStart}, {@code hostStart}), the start tag of an HTML element for
   * code: {@code <code>}, also with attributes and other tags inside it (Sphinx's {@code <code
   * class="docutils literal"><span class="pre">}), and the older {@code <tt>}, {@code <kbd>},
   * {@code <samp>} and {@code <var>} ({@code <tt>document.download.directory</tt>}); or Sphinx's
   * {@code <span class="pre">} alone, which only its literals write, when the {@code <code>} is
   * further back than the context read ({@code <code class="xref py py-mod docutils literal
   * notranslate"><span class="pre">importlib.resources.abc}).
   */
  static boolean inCodeElement(TextAround around, int tagsStart, int hostStart) {
    for (int k = tagsStart; k < hostStart - 3; k++) {
      if (around.at(k) == '<'
          && (around.sameAt(k + 1, SPHINX_LITERAL)
              || codeElementAt(around, k + 1, "code")
              || codeElementAt(around, k + 1, "tt")
              || codeElementAt(around, k + 1, "kbd")
              || codeElementAt(around, k + 1, "samp")
              || codeElementAt(around, k + 1, "var"))) {
        return true;
      }
    }
    return false;
  }

  private static final String SPHINX_LITERAL = "span class=\"pre\">";

  private static boolean codeElementAt(TextAround around, int i, String name) {
    char next = around.at(i + name.length());
    return around.asciiWordAt(i, name) && (next == '>' || next == ' ');
  }

  /**
   * The heading of a page of source code that Sphinx's viewcode writes for a module: {@code
   * <h1>Source code for kombu.asynchronous.aws</h1>}.
   */
  static boolean sourceCodeHeading(TextAround around, int hostStart) {
    return around.asciiWordAt(hostStart - 20, "<h1>source code for ");
  }

  /**
   * The title of a page that Sphinx writes for a module or a class, {@code <title>} then the name
   * then an em dash as Sphinx writes it before the documentation's title: {@code
   * <title>celery.app.events &#8212; Celery 5.2.6 documentation</title>} (a site's own title after
   * its domain takes an en dash, {@code &#8211;}, or other punctuation); or as OpenStack's theme
   * writes it, the name alone after the documentation's: {@code <title>OpenStack Docs:
   * ironic.api.app</title>}; or the title of a module's page, its name then an em dash and what it
   * holds, as a module's heading reads ({@code <title>aiomysql.sa — support for …}), also in a
   * link's title to the page ({@code <link rel="next" title="aiomysql.sa — support for …">}), or
   * after a link to the module's own anchor ({@code href="sa.html#module-aiomysql.sa"
   * title="aiomysql.sa: support for …"}), if not {@code underGenericTld}, where sites title their
   * pages so.
   */
  static boolean sphinxPageTitle(
      TextAround around, int hostStart, int end, boolean underGenericTld) {
    boolean title = around.asciiWordAt(hostStart - 7, "<title>");
    if ((title && (around.sameAt(end, " &#8212; ") || around.sameAt(end, " &mdash; ")))
        || (around.sameAt(end, "</title>")
            && around.sameAt(hostStart - OPENSTACK_TITLE.length(), OPENSTACK_TITLE))) {
      return true;
    }
    if (underGenericTld) {
      return false; // (a site's title: <title>example.com — Home</title>)
    }
    boolean titleAttribute = around.sameAt(hostStart - TITLE_ATTRIBUTE.length(), TITLE_ATTRIBUTE);
    return ((title || titleAttribute) && around.sameAt(end, EM_DASH))
        || (titleAttribute
            && around.at(end) == ':'
            && linkToModuleAnchorBefore(
                around, hostStart - TITLE_ATTRIBUTE.length(), hostStart, end));
  }

  private static final String OPENSTACK_TITLE = "<title>OpenStack Docs: ";
  private static final String TITLE_ATTRIBUTE = "title=\"";
  private static final String EM_DASH = " \u2014 ";

  /**
   * An {@code href} whose fragment is the module's own anchor, Sphinx's {@code #module-} and the
   * name at {@code [hostStart, end)}, closed right before {@code attribute}, one space between.
   */
  private static boolean linkToModuleAnchorBefore(
      TextAround around, int attribute, int hostStart, int end) {
    return around.at(attribute - 1) == ' '
        && around.at(attribute - 2) == '"'
        && moduleAnchorEndsAt(around, attribute - 2, hostStart, end);
  }

  /**
   * Sphinx's anchor of a module, {@code #module-} and the name at {@code [hostStart, end)}, ending
   * at {@code i}.
   */
  private static boolean moduleAnchorEndsAt(TextAround around, int i, int hostStart, int end) {
    int name = i - (end - hostStart);
    return around.sameAt(name - MODULE_ANCHOR.length(), MODULE_ANCHOR)
        && around.sameCharsAt(name, hostStart, end - hostStart);
  }

  /**
   * A module's name where Sphinx's generated pages name one: its index entries ({@code htmlquote()
   * (in module web.net)}), its search index's objects ({@code "web.net": [[0, 3, 1, "",
   * "htmlquote"]}), the module's heading with its permalink ({@code <h2>web.net<a
   * class="headerlink" href="#module-web.net"}), and a signature's prefix ({@code <span
   * class="sig-prename descclassname"><span class="pre">web.net.</span>}), and an entry of its
   * module index, the name after a link to its own anchor ({@code
   * href="x.html#module-restless.dj"><code class="xref">restless.dj</code>}); a module under com,
   * org or net, whose name code and hosts share.
   */
  static boolean sphinxModuleName(TextAround around, int hostStart, int end) {
    return switch (around.at(end)) {
      case ')' -> around.sameAt(hostStart - IN_MODULE.length(), IN_MODULE);
      case '"' -> around.at(hostStart - 1) == '"' && searchIndexObjectsAt(around, end);
      case '<' -> around.sameAt(end, MODULE_PERMALINK) || moduleIndexEntry(around, hostStart, end);
      case '.' ->
          around.sameAt(end, ".</span>")
              && around.sameAt(hostStart - SIGNATURE_PREFIX.length(), SIGNATURE_PREFIX);
      default -> false;
    };
  }

  /**
   * An entry of the objects in Sphinx's search index at {@code i}, its first object three numbers
   * ({@code ": [[0, 3, 1, "", "htmlquote"]}); not a title's, a number and an anchor ({@code ":
   * [[43, "openvswitch-org"]]}).
   */
  private static boolean searchIndexObjectsAt(TextAround around, int i) {
    if (!around.sameAt(i, "\": [[")) {
      return false;
    }
    i += 5;
    for (int number = 0; number < 3; number++) {
      if (number > 0) {
        if (!around.sameAt(i, ", ")) {
          return false;
        }
        i += 2;
      }
      int digits = i;
      while (AsciiChars.isDigit(around.at(i))) {
        i++;
      }
      if (i == digits) {
        return false;
      }
    }
    return true;
  }

  /**
   * A cross-reference Sphinx writes to an object a language's domain documents: the literal of a
   * role whose class names the domain twice, {@code <domain> <domain>-<role>} ({@code <code
   * class="xref py py-mod docutils literal notranslate"><span class="pre">aiomysql.sa}, {@code c
   * c-func}, {@code js js-class}); not the standard domain's, whose references name sections and
   * documents ({@code std std-ref}).
   */
  static boolean sphinxCrossReference(TextAround around, int hostStart) {
    int i = hostStart - SPHINX_LITERAL_OPEN.length();
    if (!around.sameAt(i, SPHINX_LITERAL_OPEN)) {
      return false;
    }
    if (around.sameAt(i - NOTRANSLATE.length(), NOTRANSLATE)) {
      i -= NOTRANSLATE.length();
    }
    i -= DOCUTILS_LITERAL.length();
    if (!around.sameAt(i, DOCUTILS_LITERAL)) {
      return false;
    }
    // " <role>" then " <domain>-" before it: read back over the role to the domain's dash
    int roleEnd = i;
    int j = roleEnd;
    while (j > roleEnd - MAX_ROLE && AsciiChars.isAsciiLower(around.at(j - 1))) {
      j--;
    }
    int dash = j - 1;
    if (j == roleEnd || around.at(dash) != '-') {
      return false;
    }
    int domainStart = dash;
    while (domainStart > dash - MAX_ROLE && AsciiChars.isAsciiLower(around.at(domainStart - 1))) {
      domainStart--;
    }
    int length = dash - domainStart;
    if (length == 0 || around.at(domainStart - 1) != ' ') {
      return false;
    }
    // the domain again before the role, as in "py py-mod"; not the standard domain's
    return around.sameCharsAt(domainStart - 1 - length, domainStart, length)
        && around.at(domainStart - 2 - length) == ' '
        && !(length == 3 && around.sameAt(domainStart, "std"));
  }

  /** The end of a role's class, then its literal's text as {@link #SPHINX_LITERAL} opens it. */
  private static final String SPHINX_LITERAL_OPEN = "\"><" + SPHINX_LITERAL;

  private static final String NOTRANSLATE = " notranslate";
  private static final String DOCUTILS_LITERAL = " docutils literal";

  /** Sphinx's longest domain or role name read ({@code namespace}, {@code staticmethod}). */
  private static final int MAX_ROLE = 14;

  /**
   * An entry of Sphinx's module index: the name, in {@code <code class="xref">}, right after a link
   * to the module's anchor named by the same name ({@code #module-restless.dj"><code
   * class="xref">restless.dj}).
   */
  private static boolean moduleIndexEntry(TextAround around, int hostStart, int end) {
    int code = hostStart - MODULE_INDEX_CODE.length();
    return around.sameAt(code, MODULE_INDEX_CODE)
        && moduleAnchorEndsAt(around, code, hostStart, end);
  }

  private static final String MODULE_INDEX_CODE = "\"><code class=\"xref\">";
  private static final String MODULE_ANCHOR = "#module-";

  private static final String IN_MODULE = "(in module ";

  /** As much of {@code <a class="headerlink" href="#module-} as the context after a host holds. */
  private static final String MODULE_PERMALINK =
      "<a class=\"headerlink\" href=\"#module-".substring(0, TextAround.AFTER);

  private static final String SIGNATURE_PREFIX = "descclassname\"><" + SPHINX_LITERAL;

  /**
   * The title of a page that Javadoc writes for a package, a module or a class: {@code <title>},
   * the name, then the documentation's title, a version in it, in brackets that end the title
   * ({@code <title>ch.qos.logback.core.read (Logback-Parent 1.2.11 API)</title>}, {@code
   * <title>java.net (Java SE 17 &amp; JDK 17)</title>}).
   */
  static boolean javadocPageTitle(TextAround around, int hostStart, int end) {
    if (!around.asciiWordAt(hostStart - 7, "<title>") || !around.sameAt(end, " (")) {
      return false;
    }
    boolean version = false;
    for (int i = end + 2; i < end + TextAround.AFTER; i++) {
      char c = around.at(i);
      if (around.lineBreakAt(i) || c == '(') {
        return false;
      }
      if (c == ')') {
        // (the title's end tag, maybe beyond what is read)
        return version && around.sameAt(i + 1, "</");
      }
      version |= AsciiChars.isDigit(c);
    }
    return false;
  }

  /**
   * The title of an HTML page that is a program's manual: {@code <title>}, the host, {@code " - "},
   * and a title that ends in {@code manual} ({@code <title>v.net - GRASS GIS manual</title>}), as
   * roff's {@code .TH} names the page of a manual after its program.
   */
  static boolean manualTitle(TextAround around, int hostStart, int end) {
    if (!around.asciiWordAt(hostStart - 7, "<title>") || !around.sameAt(end, " - ")) {
      return false;
    }
    for (int i = end + 3; i < end + TextAround.AFTER; i++) {
      if (around.lineBreakAt(i)) {
        return false;
      }
      if (around.asciiWordAt(i, MANUAL_END)) { // (any case: Manual</title>)
        return true;
      }
    }
    return false;
  }

  private static final String MANUAL_END = "manual</title>";

  /**
   * A link to the host itself right after it, in angle brackets, a scheme before the same host, or
   * as Markdown's target: a link's text and its target, as reStructuredText, mail and Markdown
   * write them ({@code `crontab.guru <https://crontab.guru>`__}, {@code crontab.guru
   * <https://crontab.guru/>}, {@code [dnstwist.it](https://dnstwist.it)}).
   */
  static boolean linkedRightAfter(
      char[] text, TextAround around, int hostStart, int hostEnd, int end) {
    char close;
    if (around.at(end) == ' ' && around.at(end + 1) == '<') {
      close = '>';
    } else if (around.at(end) == ']' && around.at(end + 1) == '(') {
      close = ')'; // Markdown's [dnstwist.it](https://dnstwist.it)
    } else {
      return false;
    }
    int i = end + 2;
    while (i < end + LONGEST_SCHEME && AsciiChars.isAsciiLetter(around.at(i))) {
      i++;
    }
    if (i == end + 2 || !around.sameAt(i, "://")) {
      return false;
    }
    int host = i + 3;
    int after = host + hostEnd - hostStart;
    char next = around.at(after);
    return around.sameAtInAnyCase(host, text, hostStart, hostEnd)
        && (next == close || next == '/' || next == ':');
  }

  /** The most letters read of the scheme of a link in angle brackets ({@code https}). */
  private static final int LONGEST_SCHEME = 8;

  /**
   * The reference of a Javadoc or JSDoc {@code {@link …}} or {@code {@linkplain …}} tag: a
   * program's element ({@code {@link java.io}}, {@code {@link NumberFormat.Style#SHORT}}), not a
   * host, which those comments link with {@code <a href>} and a scheme.
   */
  static boolean javadocLink(TextAround around, int hostStart) {
    return around.sameAt(hostStart - 7, "{@link ") || around.sameAt(hostStart - 12, "{@linkplain ");
  }

  /** Inside a Javadoc {@code {@code …}} tag, code's font: {@code {@code java.util.stream}}. */
  static boolean javadocCode(TextAround around, int hostStart, int end) {
    return around.at(end) == '}' && around.sameAt(hostStart - 7, "{@code ");
  }

  /**
   * Between two {@code _} that light markup (AsciiDoc, Markdown) reads as emphasis: the first
   * starts a word, after a blank, a bracket or the line's start, and the second ends the name as
   * prose ends one (see {@link TextAround#endsANameAt}) ({@code (server: _irc.libera.chat_, channel
   * _#weechat_)}); not an identifier's {@code _}: {@code x_y.example.com}, {@code
   * _x.example.com_y}.
   */
  static boolean underscoreEmphasis(TextAround around, int hostStart, int end) {
    char before = around.at(hostStart - 2);
    return around.at(hostStart - 1) == '_'
        && around.at(end) == '_'
        && (AsciiChars.isBlank(before)
            || before == '('
            || before == '['
            || around.lineStartsAt(hostStart - 1))
        && around.endsANameAt(end + 1);
  }
}
