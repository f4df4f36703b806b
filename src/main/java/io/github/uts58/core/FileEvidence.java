package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.asciiLower;
import static io.github.uts58.core.AsciiChars.isAsciiIdentifierPart;
import static io.github.uts58.core.AsciiChars.isDigit;
import static io.github.uts58.core.AsciiChars.isLowerHexDigit;
import static io.github.uts58.core.AsciiChars.isQuote;

import java.util.Arrays;
import java.util.List;

/**
 * Evidence around a host that the text names a file, for {@link LookalikeHosts}: a traceback's
 * {@code , line N}, git's diffstat, a ChangeLog entry's files and subject, a commit's subject, the
 * operand of a command whose operands are files, the word {@code file}, a key that names a file, a
 * quoted name under a country code.
 */
final class FileEvidence {
  private FileEvidence() {}

  /**
   * The value of a key whose name ends in {@code file} (not {@code profile}), after {@code :},
   * {@code =} or {@code =>}, quotes allowed: {@code zonefile: "example.com.zone"}, {@code
   * --output-module-file=modules.tf}, {@code pidfile=nsd.pid}.
   */
  static boolean fileKeyBefore(TextAround around, int hostStart) {
    int i = hostStart;
    char c = around.at(i - 1);
    if (isQuote(c)) {
      i--;
    }
    i = around.afterSpacesBefore(i);
    if (around.fatCommaBefore(i)) {
      i--;
    }
    c = around.at(i - 1);
    if (c != ':' && c != '=') {
      return false;
    }
    i = around.afterSpacesBefore(i - 1);
    c = around.at(i - 1);
    if (isQuote(c)) {
      i--;
    }
    return around.asciiWordAt(i - 4, "file") && !around.asciiWordAt(i - 7, "profile");
  }

  /**
   * A directory named after the host of the source just before it on its line, a copy's
   * destination: rsnapshot's {@code backup root@example.com:/etc/ example.com/}, {@code backup
   * rsync://example.com/pub/ example.com/pub/}. The source names the same host after a scheme's
   * {@code //} or a user's {@code @}, or starts with it before a remote path's {@code :}.
   */
  static boolean destinationNamedAfterItsSource(
      char[] text, TextAround around, int hostStart, int hostEnd) {
    int sourceEnd = around.blanksBefore(hostStart, hostStart - TextAround.BEFORE / 4);
    if (sourceEnd == hostStart) {
      return false;
    }
    int length = hostEnd - hostStart;
    int floor = hostStart - TextAround.BEFORE;
    int sourceStart = sourceEnd;
    while (sourceStart > floor && around.at(sourceStart - 1) > ' ') {
      sourceStart--;
    }
    for (int i = sourceStart; i + length < sourceEnd; i++) {
      char before = around.at(i - 1);
      char after = around.at(i + length);
      boolean named =
          (before == '/' && around.at(i - 2) == '/' && (after == '/' || after == ':'))
              || (before == '@' && after == ':')
              || (i == sourceStart && after == ':' && around.at(i + length + 1) == '/');
      if (named && around.sameAtInAnyCase(i, text, hostStart, hostEnd)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A POSIX utility whose operands are files, and only files ({@code cp}, {@code mv}, {@code ln},
   * {@code rm}, {@code cat}, {@code touch}, {@code chmod}, {@code cd}, whose operand is a directory
   * ({@code $ cd docs.projectile.mx}, a repository named after its site), the editors {@code vi},
   * {@code vim}, {@code emacs}, {@code nano}, and compilers, whose operands are sources: {@code
   * cc}, {@code gcc}, {@code clang++}, {@code nvcc}, {@code llvm-tblgen} …), starting a command
   * before the host, its other operands between: {@code $ cp server.key server.key.org}, {@code #
   * cat Kexample.com.+013+10376.key}, {@code # ln -s libdb-3.2.sl libdb.sl}. The command starts a
   * line, follows a prompt ({@code $ }, {@code # }, {@code % }) or an HTML tag, or is chained
   * ({@code ;}, {@code &&}, {@code |}, {@code sudo}).
   */
  static boolean argumentOfAFileCommand(TextAround around, int hostStart) {
    int floor = hostStart - TextAround.BEFORE;
    // (in HTML, highlighted: clang++<span class="w"> </span>axpy.cu, tags around each blank)
    int i = MarkupEvidence.beforeTags(around, hostStart);
    while (i > floor + 1 && around.at(i - 1) == ' ') {
      int wordEnd = MarkupEvidence.beforeTags(around, i - 1);
      int wordStart = wordEnd;
      while (wordStart > floor + 1 && isShellWordChar(around.at(wordStart - 1))) {
        wordStart--;
      }
      if (wordStart == wordEnd) {
        return false;
      }
      if (isFileCommand(around, wordStart, wordEnd)) {
        return commandStartsAt(around, wordStart, floor);
      }
      i = MarkupEvidence.beforeTags(around, wordStart);
    }
    return false;
  }

  private static boolean isShellWordChar(char c) {
    return switch (c) {
      case ';', '|', '&', '<', '>', '(', ')', '\'', '"', '`' -> false;
      default -> c > ' ';
    };
  }

  private static final String[] FILE_COMMANDS = {
    "c++",
    "cat",
    "cc",
    "cd",
    "chgrp",
    "chmod",
    "chown",
    "clang",
    "clang++",
    "cp",
    "emacs",
    "g++",
    "gcc",
    "llvm-tblgen",
    "ln",
    "mv",
    "nano",
    "nvcc",
    "rm",
    "touch",
    "vi",
    "vim"
  };

  /**
   * A program of DOS's or Windows' whose file ends in {@code .com}, named so, under a name that is
   * no English word ({@code command.com}, DOS's shell; {@code chcp.com}, {@code 4dos.com}, {@code
   * devenv.com}, Visual Studio's): the program, whatever the text around says ({@code launching
   * command.com on Win95/98}). Not DOS's programs named by words, which name sites too ({@code
   * more.com}, {@code edit.com}, {@code tree.com}).
   */
  static boolean dosProgram(char[] text, int hostStart, int firstEnd, int labels, String lowerTld) {
    return labels == 2
        && lowerTld.equals("com")
        && DOS_PROGRAMS.contains(text, hostStart, firstEnd);
  }

  private static final LabelSet DOS_PROGRAMS =
      new LabelSet(
          List.of(
              "4dos",
              "chcp",
              "command",
              "devenv",
              "diskcomp",
              "diskcopy",
              "doskey",
              "dosshell",
              "graftabl",
              "keyb",
              "loadfix"));

  /**
   * Two labels, the first the word {@code file} or {@code filename} in any case: a placeholder for
   * a file's name ({@code sigrok-cli -i <file.sr>}, {@code --write-info <filename.info>}).
   */
  static boolean namedFile(char[] text, int hostStart, int firstEnd, int labels) {
    return labels == 2 && FILE_WORDS.contains(text, hostStart, firstEnd);
  }

  private static final LabelSet FILE_WORDS = new LabelSet(List.of("file", "filename"));

  /** One of {@link #FILE_COMMANDS} at [start, end), in lower case as a shell has it. */
  private static boolean isFileCommand(TextAround around, int start, int end) {
    for (String command : FILE_COMMANDS) {
      if (command.length() == end - start && around.sameAt(start, command)) {
        return true;
      }
    }
    return false;
  }

  /** A command starts at {@code i}: a line's start, a prompt, a tag's end, or a chain before. */
  private static boolean commandStartsAt(TextAround around, int i, int floor) {
    int j = around.blanksBefore(i, floor + 1);
    if (around.lineStartsAt(j)) {
      return true;
    }
    char c = around.at(j - 1);
    if (c == '>') {
      // not after a blank highlighted between a command's words (ssh<span> </span>cat)
      int tags = MarkupEvidence.beforeTags(around, j);
      return around.at(tags + 1) != '/' || around.at(tags - 1) != ' ' || around.at(tags - 2) != '>';
    }
    if (c == ';' || c == '&' || c == '|') {
      return true;
    }
    if (j < i && (c == '$' || c == '#' || c == '%')) {
      char promptBefore = around.at(j - 2);
      return around.lineStartsAt(j - 1) || promptBefore == '>' || promptBefore == ' ';
    }
    return j < i && around.wordBefore(i, "sudo");
  }

  /**
   * In quotes ({@code 'hostname.mc'}, {@code "syscall.ph"}, GNU's {@code `local.cf'}, Texinfo's
   * {@code @file} and {@code @samp} as Info writes them, {@code ‘testsuite.at’}, and as HTML,
   * {@code <samp>testsuite.at</samp>}), a name of two labels under a country code is a string of
   * code or a file's name in prose: a key ({@code { "key.cu", "Currency" }}), a format ({@code
   * "HH.mm"}), a file. Not an internationalized name ({@code "goșu.ro"}, {@code
   * 'xn--bcher-kva.ch'}), which only domains are.
   */
  static boolean quotedCountryCodeName(
      char[] text, TextAround around, int hostStart, int end, String lowerTld) {
    char open = around.at(hostStart - 1);
    char close = around.at(end);
    boolean quoted =
        (isQuote(open) && close == open)
            || (open == '`' && close == '\'')
            || (open == '\u2018' && close == '\u2019')
            || (open == '>'
                && around.sameAt(hostStart - SAMP_OPEN.length(), SAMP_OPEN)
                && around.sameAt(end, SAMP_CLOSE));
    if (!quoted
        || lowerTld.length() != 2
        || !HostShape.isAscii(text, hostStart, end)
        || HostShape.startsWithALabel(text, hostStart, end)) {
      return false;
    }
    return Character.isLetter(lowerTld.charAt(0)) && Character.isLetter(lowerTld.charAt(1));
  }

  private static final String SAMP_OPEN = "<samp>";
  private static final String SAMP_CLOSE = "</samp>";

  /**
   * A path whose first segment is a name with the host's last label as its extension, then a {@code
   * /} or the end: alternatives, each a file of one type ({@code metaspades.py/rnaspades.py/etc},
   * {@code main.cf/master.cf}, {@code wintools.zip/vc71*.zip}).
   */
  static boolean alternativeOfTheSameType(char[] text, int lastStart, int hostEnd, int end) {
    if (hostEnd >= end || text[hostEnd] != '/') {
      return false;
    }
    int dot = hostEnd + 1;
    while (dot < end && text[dot] != '/' && text[dot] != '.') {
      dot++;
    }
    int extensionLength = hostEnd - lastStart;
    int after = dot + 1 + extensionLength;
    if (dot == hostEnd + 1 || dot == end || text[dot] != '.' || after > end) {
      return false;
    }
    for (int k = 0; k < extensionLength; k++) {
      if (Character.toLowerCase(text[dot + 1 + k]) != Character.toLowerCase(text[lastStart + k])) {
        return false;
      }
    }
    return after == end || text[after] == '/';
  }

  /**
   * A path of one segment that is another file extension than the host's last label, then the end:
   * one file in either type ({@code gdal.so/dll}; not {@code gov.py/py}).
   */
  static boolean alternativeType(
      LinkDetector detector, char[] text, int lastStart, int hostEnd, int end) {
    if (hostEnd >= end || text[hostEnd] != '/') {
      return false;
    }
    // (an extension has letters and digits only: a longer path or a dotted name is none)
    int segment = hostEnd + 1;
    return segment < end
        && !Arrays.equals(text, segment, end, text, lastStart, hostEnd)
        && detector.isFileExtension(text, segment, end);
  }

  /** Spaces, {@code |}, spaces and a count or {@code Bin}: a file in git's diffstat. */
  static boolean diffstatAfter(TextAround around, int end) {
    int i = end;
    int limit = end + TextAround.AFTER;
    while (i < limit && around.at(i) == ' ') {
      i++;
    }
    if (i == end || i >= limit - 3 || around.at(i) != '|' || around.at(i + 1) != ' ') {
      return false;
    }
    i++;
    while (i < limit && around.at(i) == ' ') {
      i++;
    }
    return i < limit - 1
        && (isDigit(around.at(i)) || (around.at(i) == 'B' && around.at(i + 1) == 'i'));
  }

  /**
   * Named a file by the word before it: {@code file} or {@code files}, with or without a colon
   * ({@code Files: CleanSpec.mk}, a Debian copyright file's list; {@code file foo.tf}; quoted, a
   * directive's: BIND's {@code file "named.example.com";}), or {@code script} ({@code the startup
   * script default.pa}), also then {@code called} or {@code named} ({@code a file called main.tt});
   * or marked up as a file by POD's {@code F<main.tt>}.
   */
  static boolean fileWordBefore(TextAround around, int hostStart) {
    return fileWordEndsBefore(around, hostStart)
        // quoted after it, a directive's file (BIND's file "named.example.com";, in HTML too)
        || (isQuote(around.at(hostStart - 1)) && fileWordEndsBefore(around, hostStart - 1))
        || (around.sameAt(hostStart - 6, "&quot;") && fileWordEndsBefore(around, hostStart - 6))
        || fileWordThen(around, hostStart, "called")
        || fileWordThen(around, hostStart, "named")
        || (around.at(hostStart - 1) == '<'
            && around.at(hostStart - 2) == 'F'
            && !isAsciiIdentifierPart(around.at(hostStart - 3)));
  }

  /** A file word, then {@code verb}, just before {@code i}: {@code a file called}. */
  private static boolean fileWordThen(TextAround around, int i, String verb) {
    return around.wordBefore(i, verb)
        && fileWordEndsBefore(around, around.afterSpacesBefore(i) - verb.length());
  }

  private static boolean fileWordEndsBefore(TextAround around, int i) {
    return wordOfItsOwnBefore(around, i, "file")
        || wordOfItsOwnBefore(around, i, "files")
        || wordOfItsOwnBefore(around, i, "file:")
        || wordOfItsOwnBefore(around, i, "files:")
        || wordOfItsOwnBefore(around, i, "script");
  }

  /** {@code word} before {@code i}, not an identifier's end ({@code $script_file example.com}). */
  private static boolean wordOfItsOwnBefore(TextAround around, int i, String word) {
    return around.wordBefore(i, word)
        && around.at(around.afterSpacesBefore(i) - word.length() - 1) != '_';
  }

  /**
   * The name a manual page's title gives it, roff's {@code .TH} at a line's start ({@code .TH
   * default.pa 5 User Manuals}): a page named after the file or program it documents.
   */
  static boolean manualPageTitle(TextAround around, int hostStart) {
    int i = isQuote(around.at(hostStart - 1)) ? hostStart - 1 : hostStart;
    return around.sameAt(i - 4, ".TH ") && around.lineStartsAt(i - 4);
  }

  /**
   * The file an LLVM source file's first line names, between {@code //===-} (or {@code /*==-}: two
   * or more {@code =}, then dashes) at the line's start and a blank then a dash ({@code //===-
   * Attributes.td - Defines all LLVM attributes ---*- tablegen -*-===//}).
   */
  static boolean llvmFileHeader(TextAround around, int hostStart, int end) {
    if (around.at(hostStart - 1) != ' ' || around.at(end) != ' ' || around.at(end + 1) != '-') {
      return false;
    }
    int i = hostStart - 2;
    int floor = hostStart - TextAround.BEFORE;
    while (i > floor && around.at(i) == '-') {
      i--;
    }
    int dashes = i; // (none: "//=== x.de" is an operand of ==, CodeEvidence.besideOperator)
    while (i > floor && around.at(i) == '=') {
      i--;
    }
    return dashes - i >= 2
        && around.at(i - 1) == '/'
        && (around.at(i) == '/' || around.at(i) == '*')
        && around.lineStartsAt(i - 1);
  }

  /**
   * The file the version control keyword {@code $Id$} names, as RCS, CVS and Subversion expand it
   * in the file itself ({@code $Id: dau.pl 273 2008-02-03 …$}, {@code $Id: whois.pl,v 1.2 …}):
   * later in the text its name is the file, not the author's domain ({@code <heidinger@dau.pl>}).
   * ({@code $RCSfile: cpp.pl $} is {@link #fileWordBefore}'s.)
   */
  static boolean versionKeywordBefore(TextAround around, int hostStart) {
    return around.sameAt(hostStart - 5, "$Id: ");
  }

  /**
   * RCS's archive of the file, its name then {@code ,v}, and a revision, as any version control
   * keyword writes it ({@code $Sendmail: submit.mc,v 8.17.1.9 …}): no domain is so followed.
   */
  static boolean rcsFileAfter(TextAround around, int end) {
    return around.sameAt(end, ",v ") && isDigit(around.at(end + 3));
  }

  /**
   * The quoted operand of a file test of Perl's or the shell's, {@code -f}, {@code -e} or {@code
   * -d} ({@code -f 'Build.com'}, {@code [ -e "setup.de" ]}); not other options' quoted operands
   * ({@code postmap -q "example.com"}, {@code ansible -i 'host1.example.com, host2'}).
   */
  static boolean fileTestBefore(TextAround around, int hostStart) {
    char dash = around.at(hostStart - 4);
    char before = around.at(hostStart - 5);
    return isQuote(around.at(hostStart - 1))
        && around.at(hostStart - 2) == ' '
        && "fed".indexOf(around.at(hostStart - 3)) >= 0
        && dash == '-'
        && (Character.isWhitespace(before) || before == '(' || before == '!' || before == '[');
  }

  /**
   * The first of a list of files the word {@code files} and a comma announce ({@code Create two
   * files, generate-t42.pe and generate-pfa.pe}); not the singular's clause ({@code Drop the watch
   * file, ftp.mutt.org does not have any}).
   */
  static boolean filesListedBefore(TextAround around, int hostStart) {
    return around.wordBefore(hostStart, "files,");
  }

  /**
   * Named a file by the word after it, or by "configuration file": {@code the main.tf file}, {@code
   * two .tf files}, {@code sendmail.mc and submit.mc configuration files}, {@code a `config.ru`
   * file}.
   */
  static boolean fileWordAfter(TextAround around, int end) {
    if (around.at(end) == '`') {
      end++; // a code span's end in Markdown: a `config.ru` file
    }
    if (around.at(end) != ' ') {
      return false;
    }
    int i = end + 1;
    if (around.asciiWordAt(i, "configuration ")) {
      i += "configuration ".length();
    } else if (around.asciiWordAt(i, "config ")) {
      i += "config ".length();
    }
    return around.nounAt(i, "file");
  }

  private static final char[] BUNDLE_CONTENTS = "/Contents/".toCharArray();

  /**
   * A macOS bundle's directory after the name, {@code /Contents/} ({@code
   * MyApp.app/Contents/Resources/}, {@code VLC.app/Contents/MacOS/VLC}): the name is a bundle's.
   */
  static boolean bundleContents(char[] text, int pathStart, int end) {
    int n = BUNDLE_CONTENTS.length;
    return end - pathStart >= n
        && Arrays.equals(text, pathStart, pathStart + n, BUNDLE_CONTENTS, 0, n);
  }

  /**
   * A path whose first segment is a placeholder, one letter written three times or more ({@code
   * message.id/NNN/}, {@code message.id/DDD/mids}): a spool's directories named by number, as
   * manuals write them. (After a host, as {@code example.com/XXX}, it is a link's placeholder; the
   * caller asks only of names no host is.)
   */
  static boolean placeholderDirectoryAfter(char[] text, int pathStart, int end) {
    if (pathStart >= end || text[pathStart] != '/') {
      return false;
    }
    int i = pathStart + 1;
    char letter = i < end ? text[i] : 0;
    if (!AsciiChars.isAsciiLetter(letter)) {
      return false;
    }
    while (i < end && text[i] == letter) {
      i++;
    }
    return i - pathStart - 1 >= PLACEHOLDER_LETTERS && (i == end || text[i] == '/');
  }

  /** The fewest times a placeholder's letter is written: {@code NNN}, not a word's {@code /ll}. */
  private static final int PLACEHOLDER_LETTERS = 3;

  /**
   * Joined to a file's name by {@code ,}, {@code or} or {@code and}, on either side: a name whose
   * extension is a file extension of two chars or more that no TLD spells ({@code command.com or
   * cmd.exe}, {@code cmd.exe and command.com}, {@code (operator.lt, np.less)}). Things so joined
   * are of one kind, files too. Not a shorter spelling of the host itself ({@code vangogh.cs, and
   * vangogh.cs.berkeley.edu}).
   */
  static boolean joinedToAFile(
      char[] text, TextAround around, int hostStart, int end, LinkDetector detector) {
    // after: "X, Y.ext", "X or Y.ext", "X, and Y.ext"
    int i = end;
    if (around.at(i) == ',') {
      i++;
    }
    if (around.at(i) == ' ') {
      i++;
      int word = conjunctionAt(around, i);
      if (word > 0 && around.at(i + word) == ' ') {
        i += word + 1;
      } else if (i == end + 1) {
        i = -1; // a space alone joins nothing
      }
    }
    if (i > end
        && fileNameAt(text, around, hostStart, end, i, end + TextAround.AFTER, true, detector)) {
      return true;
    }
    // before: "Y.ext, X", "Y.ext or X", "Y.ext, and X"
    int j = hostStart;
    if (around.at(j - 1) == ' ') {
      j--;
      int word = conjunctionBefore(around, j);
      if (word > 0) {
        // (a name right before the word, "setup.exefor", reads on past j: no evidence)
        j -= word + 1;
        j = around.at(j) == ' ' && around.at(j - 1) == ',' ? j - 1 : j;
      } else if (around.at(j - 1) == ',') {
        j--;
      } else {
        return false;
      }
    } else if (around.at(j - 1) == ',') {
      j--;
    } else {
      return false;
    }
    int start = j;
    while (isNameChar(around.at(start - 1))) {
      start--;
    }
    return fileNameAt(text, around, hostStart, end, start, j + 1, true, detector);
  }

  /**
   * Listed among files, blank-separated, alone between blanks: each neighbour a file's name (any
   * extension of two chars or more that no TLD spells and that ends in a letter: LifeLines' {@code
   * .ll}) or a name in the host's TLD, one of them a file's at least (a ChangeLog's list of
   * LifeLines' reports and their libraries: {@code desc-tree.ll divorce.li drep2.ll}, {@code
   * sgsgen.ll shorten.li sour2.li}). Things so listed are of one kind. Not beside a line's edge:
   * {@code python check.py example.org} names a host.
   */
  static boolean amongFiles(
      char[] text,
      TextAround around,
      int hostStart,
      int lastStart,
      int hostEnd,
      int end,
      LinkDetector detector) {
    if (end != hostEnd
        || !AsciiChars.isBlank(around.at(hostStart - 1))
        || !AsciiChars.isBlank(around.at(end))) {
      return false;
    }
    // (each neighbour has a dot, a file's or a name's: prose's words end the reading soon)
    int afterStart = end + 1;
    int limit = end + TextAround.AFTER;
    int afterEnd = afterStart;
    boolean dot = false;
    for (char c; afterEnd < limit && isNameChar(c = around.at(afterEnd)); afterEnd++) {
      dot |= c == '.';
    }
    if (!dot
        || afterEnd == limit
        || !(AsciiChars.isBlank(around.at(afterEnd)) || around.lineBreakAt(afterEnd))) {
      return false;
    }
    int beforeEnd = hostStart - 1;
    int beforeStart = beforeEnd;
    dot = false;
    for (char c; isNameChar(c = around.at(beforeStart - 1)); beforeStart--) {
      dot |= c == '.';
    }
    if (!dot
        || !(AsciiChars.isBlank(around.at(beforeStart - 1)) || around.lineStartsAt(beforeStart))) {
      return false;
    }
    boolean fileBefore =
        fileNameAt(text, around, hostStart, hostEnd, beforeStart, hostStart, false, detector);
    boolean fileAfter =
        fileNameAt(text, around, hostStart, hostEnd, afterStart, afterEnd + 1, false, detector);
    return (fileBefore || fileAfter)
        && (fileBefore || endsInTld(text, around, beforeStart, beforeEnd, lastStart, hostEnd))
        && (fileAfter || endsInTld(text, around, afterStart, afterEnd, lastStart, hostEnd));
  }

  /**
   * Whether the name {@code [start, end)} read ends in a label, then the TLD {@code text[tld,
   * hostEnd)}.
   */
  private static boolean endsInTld(
      char[] text, TextAround around, int start, int end, int tld, int hostEnd) {
    int dot = end - (hostEnd - tld) - 1;
    if (dot <= start || around.at(dot) != '.') {
      return false;
    }
    for (int i = tld; i < hostEnd; i++) {
      if (asciiLower(around.at(dot + 1 + i - tld)) != asciiLower(text[i])) {
        return false;
      }
    }
    return true;
  }

  /**
   * The rest of a DNSSEC key's file name at {@code i}, after a {@code K} and the zone's name, as
   * BIND's and ldns' tools write it: {@code +}, the algorithm's three digits, {@code +}, then the
   * key's tag ({@code Knlnetlabs.nl.+005+12273.private}, {@code Kexample.com.+013+10376.key}).
   */
  static boolean dnssecKeyAfter(char[] text, TextAround around, int hostStart, int i) {
    return text[hostStart] == 'K'
        && around.at(i) == '+'
        && isDigit(around.at(i + 1))
        && isDigit(around.at(i + 2))
        && isDigit(around.at(i + 3))
        && around.at(i + 4) == '+'
        && isDigit(around.at(i + 5));
  }

  /** The length of {@code or} or {@code and} at {@code i}, else 0. */
  private static int conjunctionAt(TextAround around, int i) {
    if (around.asciiWordAt(i, "or")) {
      return 2;
    }
    return around.asciiWordAt(i, "and") ? 3 : 0;
  }

  /** The length of {@code or} or {@code and} ending at {@code i}, else 0. */
  private static int conjunctionBefore(TextAround around, int i) {
    if (around.asciiWordAt(i - 2, "or")) {
      return 2;
    }
    return around.asciiWordAt(i - 3, "and") ? 3 : 0;
  }

  private static boolean isNameChar(char c) {
    return AsciiChars.isAsciiIdentifierPart(c) || c == '.' || c == '-' || c == '+';
  }

  /** Where the name at {@code start} ends, less a sentence's full stops, before {@code limit}. */
  private static int nameEnd(TextAround around, int start, int limit) {
    int end = start;
    while (end < limit && isNameChar(around.at(end))) {
      end++;
    }
    while (end > start && around.at(end - 1) == '.') {
      end--;
    }
    return end;
  }

  /**
   * A file's name at {@code start}, read before {@code limit}: a stem, then an extension of two
   * chars or more that is no TLD (nor one of RFC 1591's) and a file extension ({@code
   * knownExtension}) or any that ends in a letter (LifeLines' reports, {@code desc-tree.ll}), not
   * the first labels of the host {@code text[hostStart, hostEnd)}.
   */
  private static boolean fileNameAt(
      char[] text,
      TextAround around,
      int hostStart,
      int hostEnd,
      int start,
      int limit,
      boolean knownExtension,
      LinkDetector detector) {
    int end = nameEnd(around, start, limit);
    if (end >= limit) {
      return false; // (read to the limit: maybe more of the name)
    }
    int dot = end - 1;
    while (dot > start && around.at(dot) != '.') {
      dot--;
    }
    if (dot <= start || end - dot - 1 < 2) {
      return false;
    }
    char[] extension = around.read(dot + 1, end).toCharArray();
    int length = extension.length;
    // (nor one of RFC 1591's, whatever TLDs are configured: example.com is no DOS program)
    if (detector.topLevelDomains().contains(extension, 0, length)
        || HostShape.isRfc1591Generic(extension, 0, length)
        || (knownExtension
            ? !detector.isFileExtension(extension, 0, length)
            : !AsciiChars.isAsciiLetter(extension[length - 1]))) {
      return false;
    }
    // (vangogh.cs, then vangogh.cs.berkeley.edu: the host's short name)
    int shortNameEnd = hostStart + end - start;
    return !(shortNameEnd < hostEnd
        && text[shortNameEnd] == '.'
        && around.sameAt(start, text, hostStart, shortNameEnd));
  }

  /**
   * The same name, within the context read, as the stem of a file, the name and a file extension
   * ({@code <link title="celery.loaders.app" href="celery.loaders.app.html">}, {@code
   * href="kombu.asynchronous.aws.html#module-kombu.asynchronous.aws"><code>kombu.asynchronous.aws},
   * {@code celery.app.events.rst}), or as the name of an anchor a reference's fragment gives
   * ({@code href="../utils.html#django.utils.timezone.now" title="django.utils.timezone.now"}): a
   * page, a module or a documented name, not a host.
   */
  static boolean stemOfAFileBeside(
      char[] text, TextAround around, int hostStart, int hostEnd, int end, LinkDetector detector) {
    int length = hostEnd - hostStart;
    int limit = end + TextAround.AFTER;
    for (int i = hostStart - TextAround.BEFORE; i < limit - length - 2; i++) {
      if (i == hostStart) {
        i = end;
      }
      if (around.at(i) != text[hostStart]) { // most places: one compare
        continue;
      }
      char before = around.at(i - 1);
      char after = around.at(i + length);
      boolean anchor = before == '#' && isQuote(after); // href="../utils.html#x.y.now"
      if ((after != '.' && !anchor)
          || Character.isLetterOrDigit(before)
          || ".-".indexOf(before) >= 0) {
        continue;
      }
      if (!around.sameAt(i, text, hostStart, hostEnd)) {
        continue;
      }
      if (anchor) {
        return true;
      }
      int extensionStart = i + length + 1;
      int extensionEnd = extensionStart;
      while (extensionEnd < limit && Character.isLetterOrDigit(around.at(extensionEnd))) {
        extensionEnd++;
      }
      if (extensionEnd > extensionStart
          && extensionEnd < limit
          && around.at(extensionEnd) != '.'
          && isFileExtensionAt(around, extensionStart, extensionEnd, detector)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isFileExtensionAt(
      TextAround around, int start, int end, LinkDetector detector) {
    char[] extension = around.read(start, end).toCharArray();
    return detector.isFileExtension(extension, 0, extension.length);
  }

  /**
   * The files a ChangeLog entry starts with, after its bullet {@code "* "} at the start of a line:
   * a list of names separated by {@code ", "}, ended by {@code ": "} or {@code " ("} ({@code *
   * cfg.mk (sc_rule): New rule.}, {@code * make-all.com, setup.com: New files.}, {@code *
   * gcc.target/i386/pr87930.c: Move to ...}).
   */
  static boolean changeLogEntryFiles(TextAround around, int hostStart, int end) {
    char next = around.at(end);
    boolean listGoesOn =
        ((next == ':' || next == ',') && Character.isWhitespace(around.at(end + 1)))
            || (next == ' ' && around.at(end + 1) == '(');
    if (!listGoesOn) {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart;
    while (around.at(i - 1) == ' ' && around.at(i - 2) == ',') {
      i -= 2; // back over the name before ", "
      while (i > floor + 2 && isListedNameChar(around.at(i - 1))) {
        i--;
      }
    }
    return i - 2 > floor && entryBulletBefore(around, i, floor);
  }

  /** A ChangeLog entry's bullet {@code "* "} just before {@code i}, at a line's start. */
  private static boolean entryBulletBefore(TextAround around, int i, int floor) {
    return around.at(i - 1) == ' '
        && around.at(i - 2) == '*'
        && around.lineStartsAt(around.blanksBefore(i - 2, floor + 1));
  }

  private static boolean isListedNameChar(char c) {
    return c > ' ' && c != ',' && c != '*';
  }

  /**
   * The subject a ChangeLog entry or a commit message starts with, at the start of a line or after
   * an abbreviated commit hash, indented or not, followed by {@code ": "} ({@code cfg.mk: exclude
   * devel/}, {@code 7f006436 Makefile.vc: fix}, {@code ba0288cae scheduler.jobs.show: fix}), or if
   * {@code fileLike}, after a {@code -} bullet ({@code - configure.ng: use pkg-config}); or a
   * ChangeLog's {@code (dir.info): Depend on ...}, at a line's start or after an entry's file
   * ({@code * Makefile.in (dir.info):}).
   */
  static boolean entrySubject(TextAround around, int hostStart, int end, boolean fileLike) {
    if (around.at(hostStart - 1) == '(' && around.at(end) == ')' && around.at(end + 1) == ':') {
      // at a line's start or after an entry's file (not BIND's "client 192.0.2.1#53
      // (example.com): query")
      int floor = hostStart - TextAround.BEFORE;
      int i = around.blanksBefore(hostStart - 1, floor + 1);
      int j = i;
      while (j > floor + 2 && isListedNameChar(around.at(j - 1))) {
        j--;
      }
      return around.lineStartsAt(i) || (j < i && entryBulletBefore(around, j, floor));
    }
    if (around.at(end) != ':' || !Character.isWhitespace(around.at(end + 1))) {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int i = around.blanksBefore(hostStart, floor);
    if (around.lineStartsAt(i)) {
      return true;
    }
    // (a commit hash, indented too: a Debian changelog lists upstream's commits so; with no hash,
    // this reads the line's start as above)
    return around.lineStartsAt(around.blanksBefore(commitHashBefore(around, i, floor), floor))
        // "- configure.ng: ..." (two labels, not in com, org, net …: "- ftp.example.org: a
        // mirror" is a list of hosts)
        || (fileLike
            && i < hostStart
            && around.at(i - 1) == '-'
            && around.lineStartsAt(around.blanksBefore(i - 1, floor)));
  }

  /**
   * Where an abbreviated commit hash of 7 to 12 hex digits, one a letter, ending at {@code i}
   * begins ({@code git log --oneline}: {@code 7f006436 Makefile.vc: fix ...}), reading no further
   * back than {@code floor}; {@code i} if none.
   */
  private static int commitHashBefore(TextAround around, int i, int floor) {
    int j = i;
    boolean letter = false; // not a number: "1700000000 example.com: ..." is a time and a host
    while (j > Math.max(i - 13, floor + 1) && isLowerHexDigit(around.at(j - 1))) {
      letter |= !isDigit(around.at(j - 1));
      j--;
    }
    return letter && i - j >= 7 && !isLowerHexDigit(around.at(j - 1)) ? j : i;
  }

  /**
   * The {@code //} just before {@code hostStart} doubles a path's separator, not a scheme's or a
   * scheme-relative reference's: a name's char before it, and a {@code /} earlier in the same word
   * ({@code http://localhost:80//helloworld.pl}, a URL whose host has no TLD and so is all path;
   * {@code /usr/lib64/xorg/modules/extensions//libdbe.so}). Not a scheme mistyped or escaped
   * ({@code https//bugzilla.redhat.com}, {@code ?url=http%3A//upload.wikimedia.org}).
   */
  static boolean doubleSlashInAPath(TextAround around, int hostStart) {
    int i = hostStart - 3;
    char c = around.at(i);
    if (!(AsciiChars.isAsciiLetterOrDigit(c) || c == '.' || c == '-' || c == '_')
        || (around.at(i - 2) == '%' && around.at(i - 1) == '3' && (c == 'A' || c == 'a'))) {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE / 2;
    for (i--; i > floor; i--) {
      c = around.at(i);
      if (c == '/') {
        return true;
      }
      if (!isShellWordChar(c) || c == '=' || c == '?' || c == ',') {
        return false;
      }
    }
    return false;
  }

  /** {@code ", line 12"}, {@code "', line 12"} or {@code " line 12"} at {@code i}. */
  static boolean followedByLineNumber(TextAround around, int i) {
    if (isQuote(around.at(i))) {
      i++;
    }
    if (around.at(i) == ',') {
      i++;
    }
    for (int k = 0; k < LINE.length(); k++) {
      if (around.at(i + k) != LINE.charAt(k)) {
        return false;
      }
    }
    return isDigit(around.at(i + LINE.length()));
  }

  private static final String LINE = " line ";
}
