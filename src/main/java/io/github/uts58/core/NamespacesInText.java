package io.github.uts58.core;

/**
 * The namespaces of the dotted identifiers a text has shown, for {@link LookalikeHosts}: names of
 * two labels or more whose last label is no TLD ({@code module.exports}, {@code util.inspect},
 * {@code process.report.filename}), which only code writes. A later host with the same labels but
 * the last is then a member of that namespace, not a link ({@code module.id}, {@code util.is},
 * {@code process.report.directory}): rule 4 of {@link LookalikeHosts} over the whole text, not only
 * the context read; so is one whose labels but the last start with such a namespace of two labels
 * or more ({@code rd.vconsole.keymap}, then {@code rd.vconsole.font.map}). So is a later host whose
 * labels but the last start with two labels or more that began two such namespaces: {@code
 * llvm.mips.absq.s.qb} and {@code llvm.mips.addq.s.w} show {@code llvm.mips} to be a namespace too,
 * and {@code llvm.mips.cmp.eq.ph} is a member (one namespace is not enough: {@code
 * a.b.example.local}, then the host {@code a.b.domain.biz}). So is such a namespace itself, a
 * module whose members the text showed ({@code r.li.patchnum}, then {@code r.li}), or a host
 * followed by a private member's name ({@code fmt.bg._00FF00}, then {@code fmt.bg.tab}). And the
 * TLDs code in the text has used as members' names ({@code self.id}, {@code if (edge.to)}): a later
 * host under one is a member too ({@code n1.id}, {@code column.table.name}). And the first labels
 * of the modules import statements named with a dot ({@code from nose2.tests._common import X}),
 * and those of the statements in their blocks or on a line scanned alone ({@code import operator}):
 * a later host one begins is code ({@code nose2.plugins.mp}, {@code operator.gt}); the last {@value
 * #IMPORTED_MODULES} of them. And how many namespaces it has shown: a text with more of them than
 * of links is code, or mostly quotes code. One per scanner, cleared for each new text; the last
 * {@value #SIZE} namespaces (and as many of the names that began them) of identifiers of up to
 * {@value #MAX_LENGTH} chars, and the last {@value #MEMBER_NAMES} members' names, only.
 */
final class NamespacesInText {
  static final int SIZE = 64;
  static final int MAX_LENGTH = 64;
  static final int MEMBER_NAMES = 8;

  /** A program's modules, or a manual's that quotes many programs' import statements. */
  static final int IMPORTED_MODULES = 256;

  /** A label has at most 63 chars. */
  private static final int MAX_LABEL_LENGTH = 63;

  private final RecentNames namespaces = new RecentNames(SIZE, MAX_LENGTH, false);

  /** Names of two labels or more that began one namespace so far, then those that began two. */
  private final RecentNames beganOne = new RecentNames(SIZE, MAX_LENGTH, false);

  private final RecentNames beganTwo = new RecentNames(SIZE, MAX_LENGTH, false);

  private final RecentNames memberNames = new RecentNames(MEMBER_NAMES, MAX_LABEL_LENGTH, false);

  /** The namespaces of classes' names in CamelCase, packages: java.net of java.net.InetAddress. */
  private final RecentNames packages = new RecentNames(SIZE, MAX_LENGTH, false);

  /**
   * The first labels of the modules an import statement named: nose2 of {@code from
   * nose2.tests._common import X}, operator of {@code import operator.x}.
   */
  private final RecentNames importedModules =
      new RecentNames(IMPORTED_MODULES, MAX_LABEL_LENGTH, false);

  /** Namespaces added since the text began (one that fell out of the last {@link #SIZE} again). */
  private int added;

  /** Fewer namespaces show no code: a page may name a module or two ({@code os.path}). */
  static final int SHOWS_CODE = 3;

  void clear() {
    added = 0;
    namespaces.clear();
    beganOne.clear();
    beganTwo.clear();
    memberNames.clear();
    packages.clear();
    importedModules.clear();
  }

  /**
   * Whether the text so far is code, or mostly quotes code: it has shown {@value #SHOWS_CODE}
   * namespaces or more, and more than twice as many as its {@code linked} links beyond doubt (a
   * user guide that names a program's options, {@code irc.server.libera.addresses}, and links the
   * servers it talks to is not).
   */
  boolean showsMoreCodeThanLinks(int linked) {
    return added >= SHOWS_CODE && added > 2L * linked;
  }

  /** The TLD {@code text[from, to)} ended a member of an object in code. */
  void addMemberName(char[] text, int from, int to) {
    memberNames.add(text, from, to);
  }

  /** Whether the TLD {@code text[from, to)}, in the same case, ended such a member. */
  boolean isMemberName(char[] text, int from, int to) {
    return memberNames.contains(text, from, to);
  }

  /**
   * {@code text[start, end)}, whose last label starts at {@code lastLabelStart} and is no TLD: an
   * identifier, if it is ASCII and that label starts with a lower-case letter and is no file
   * extension ({@code module.exports}, {@code Object.keys}; not the sentence run together of {@code
   * example.The}, not the file {@code config.yml}).
   */
  void add(char[] text, int start, int lastLabelStart, int end, LinkDetector detector) {
    if (end - start > MAX_LENGTH || lastLabelStart >= end) {
      return;
    }
    for (int i = start; i < end; i++) {
      if (text[i] >= 0x80) {
        return;
      }
    }
    if (className(text, lastLabelStart, end)) {
      packages.add(text, start, lastLabelStart - 1);
      return;
    }
    if (!AsciiChars.isAsciiLower(text[lastLabelStart])) {
      return;
    }
    // (the namespace known already, most often in code, is the cheaper question)
    int namespaceEnd = lastLabelStart - 1;
    int namespaceHash = RecentNames.hash(text, start, namespaceEnd);
    if (namespaces.contains(namespaceHash, text, start, namespaceEnd)
        || detector.isFileExtension(text, lastLabelStart, end)) {
      return;
    }
    addNamespace(namespaceHash, text, start, namespaceEnd);
  }

  /**
   * {@code text[start, end)}, a host followed by a private member's name ({@code fmt.bg._00FF00},
   * {@code report._constants}): a namespace, as if the member's name were a label.
   */
  void addNamespaceOfPrivateMember(char[] text, int start, int end) {
    if (end - start > MAX_LENGTH) {
      return;
    }
    int namespaceHash = RecentNames.hash(text, start, end);
    if (!namespaces.contains(namespaceHash, text, start, end)) {
      addNamespace(namespaceHash, text, start, end);
    }
  }

  private void addNamespace(int namespaceHash, char[] text, int start, int namespaceEnd) {
    namespaces.add(namespaceHash, text, start, namespaceEnd);
    if (added < Integer.MAX_VALUE) {
      added++;
    }
    // and the names of two labels or more that begin it (llvm.mips.absq.s: llvm.mips, …)
    boolean twoLabels = false;
    int prefixHash = 0;
    for (int i = start; i < namespaceEnd; i++) {
      if (text[i] == '.') {
        // (known to beganOne already: this is the second namespace it begins)
        if (twoLabels
            && !beganTwo.contains(prefixHash, text, start, i)
            && beganOne.add(prefixHash, text, start, i)) {
          beganTwo.add(prefixHash, text, start, i);
        }
        twoLabels = true;
      }
      prefixHash = RecentNames.extendHash(prefixHash, text[i]);
    }
  }

  /**
   * A class's name in CamelCase, {@code text[from, to)}: a capital, then small letters and another
   * capital ({@code InetAddress}, {@code URLConnection}); not a word that starts a sentence run
   * together with a host ({@code example.com.The}), nor a constant ({@code URL}).
   */
  private static boolean className(char[] text, int from, int to) {
    if (!AsciiChars.isAsciiUpper(text[from])) {
      return false;
    }
    boolean lower = false;
    boolean upper = false;
    for (int i = from + 1; i < to; i++) {
      lower |= AsciiChars.isAsciiLower(text[i]);
      upper |= AsciiChars.isAsciiUpper(text[i]);
    }
    return lower && upper;
  }

  /**
   * Whether {@code text[start, end)}, in the same case, is the namespace of a class's name the text
   * showed, a package ({@code java.net} after {@code java.net.InetAddress}).
   */
  boolean isPackage(char[] text, int start, int end) {
    return packages.contains(text, start, end);
  }

  /** The label {@code text[from, to)} began a module an import statement named. */
  void addImportedModule(char[] text, int from, int to) {
    importedModules.add(text, from, to);
  }

  /**
   * Whether the label {@code text[from, to)}, in the same case, began a module an import statement
   * named: a host it begins is that module or one of its members ({@code nose2.plugins.mp}).
   */
  boolean isImportedModule(char[] text, int from, int to) {
    return importedModules.contains(text, from, to);
  }

  /** Whether {@code text[start, end)}, in the same case, is such a namespace itself. */
  boolean isNamespace(char[] text, int start, int end) {
    return namespaces.contains(text, start, end);
  }

  /**
   * Whether the name {@code text[start, end)}, its labels but the last in {@code [start,
   * namespaceEnd)}, is a member: those labels are such a namespace, or start with one of two labels
   * or more ({@code rd.vconsole.font.map} after {@code rd.vconsole.keymap}), or are or start with
   * two labels or more that began two; or the whole name is such a namespace itself ({@code r.li}
   * after {@code r.li.patchnum}); in the same case.
   */
  boolean isMember(char[] text, int start, int namespaceEnd, int end) {
    boolean twoLabels = false;
    int prefixHash = 0;
    for (int i = start; i < namespaceEnd; i++) {
      if (LinkScanner.isLabelSeparator(text[i])) {
        // (a namespace of one label starts hosts as well: irc.server.x, then irc.libera.chat)
        if (twoLabels
            && (beganTwo.contains(prefixHash, text, start, i)
                || namespaces.contains(prefixHash, text, start, i))) {
          return true;
        }
        twoLabels = true;
      }
      prefixHash = RecentNames.extendHash(prefixHash, text[i]);
    }
    // or is one itself, or one that began two (llvm.x86, then llvm.x86.int)
    if (namespaces.contains(prefixHash, text, start, namespaceEnd)
        || (twoLabels && beganTwo.contains(prefixHash, text, start, namespaceEnd))) {
      return true;
    }
    // or the whole name is one (the hash read on over the last label)
    for (int i = namespaceEnd; i < end; i++) {
      prefixHash = RecentNames.extendHash(prefixHash, text[i]);
    }
    return namespaces.contains(prefixHash, text, start, end);
  }
}
