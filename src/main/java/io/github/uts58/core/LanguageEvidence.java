package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.isAsciiIdentifierPart;
import static io.github.uts58.core.AsciiChars.isBlank;
import static io.github.uts58.core.AsciiChars.isDigit;
import static io.github.uts58.core.AsciiChars.isLowerHexDigit;
import static io.github.uts58.core.AsciiChars.isQuote;

import java.util.List;
import java.util.Set;

/**
 * One language's syntax around a name, for {@link LookalikeHosts}: Python's imports and {@code is
 * None}, Lua's and Ruby's conditions and blocks, modules required, CSS selectors, Vim's keyword
 * lists, git's configuration keys, SQL's columns, Perl's word lists, macros' arguments, the PCI ID
 * database's lines.
 */
final class LanguageEvidence {
  private LanguageEvidence() {}

  /**
   * What the host's line starts with, within the context read (the line's start found once): a Vim
   * syntax file's keyword list ({@code syn keyword baanBshell get.mach.id}), or a subsystem's line
   * of the PCI ID database ({@code \t\t103c 2a05 Pavilion t3030.de Desktop PC}).
   */
  static boolean listedByItsLinesStart(TextAround around, int hostStart) {
    int i = lineStartInContext(around, hostStart);
    return i != NO_LINE_START
        && (vimKeywordListAt(around, i, hostStart) || pciIdsSubsystemLineAt(around, i));
  }

  /**
   * A source package's name that heads an entry of a Debian changelog: at a line's start, then its
   * version in parentheses, a distribution and {@code ;} ({@code docker.io (20.10.8+dfsg1-2)
   * unstable; urgency=medium}, {@code netplan.io (0.106-2) bookworm;}). A host listed with its
   * address or its years ({@code larry.mcgill.edu (132.206.1.1) in}, {@code invisible-island.net
   * (2006-2023)}) has no distribution and {@code ;} after them.
   */
  static boolean debianChangelogHeading(TextAround around, int hostStart, int end) {
    if (!around.lineStartsAt(hostStart)
        || around.at(end) != ' '
        || around.at(end + 1) != '('
        || !isDigit(around.at(end + 2))) {
      return false;
    }
    // (a long version or distribution may run past the chars read after a link, whose end reads
    // as a space: 20.10.24+dfsg1-1+deb12u1+b6)
    int unread = end + TextAround.AFTER;
    int i = end + 3;
    while (isDebianVersionChar(around.at(i))) {
      i++;
    }
    if (i >= unread) {
      return true;
    }
    if (around.at(i) != ')' || around.at(i + 1) != ' ') {
      return false;
    }
    int distribution = i + 2;
    i = distribution;
    while (AsciiChars.isAsciiLetter(around.at(i)) || around.at(i) == '-') {
      i++;
    }
    return i > distribution && (around.at(i) == ';' || i >= unread);
  }

  /** A char of a Debian package's version: {@code 1:2.0~rc1+dfsg-3+deb12u1}. */
  private static boolean isDebianVersionChar(char c) {
    return AsciiChars.isAsciiLetterOrDigit(c)
        || c == '.'
        || c == '+'
        || c == '~'
        || c == ':'
        || c == '-';
  }

  /**
   * A subsystem's line of the PCI ID database (hwdata's {@code pci.ids}) at {@code i}: two tabs,
   * the subsystem's vendor and device, four hexadecimal digits each, then two spaces and the name
   * the host is part of: the model of a product, such as a computer a board went into. (A vendor's
   * or device's own name may be the site it is known by: usb.ids's {@code raphnet.net 4nes4snes}.)
   */
  private static boolean pciIdsSubsystemLineAt(TextAround around, int i) {
    return around.at(i) == '\t'
        && around.at(i + 1) == '\t'
        && fourHexDigitsAt(around, i + 2)
        && around.at(i + 6) == ' '
        && fourHexDigitsAt(around, i + 7)
        && around.at(i + 11) == ' '
        && around.at(i + 12) == ' ';
  }

  /**
   * Where the line that holds {@code i} starts, if within the context read before it ({@link
   * TextAround#BEFORE} chars); {@link #NO_LINE_START} if not.
   */
  private static int lineStartInContext(TextAround around, int i) {
    int floor = i - TextAround.BEFORE;
    while (i > floor && !around.lineStartsAt(i)) {
      i--;
    }
    return around.lineStartsAt(i) ? i : NO_LINE_START;
  }

  /** No line's start: not an index, which in a stream's kept context may be negative. */
  private static final int NO_LINE_START = Integer.MIN_VALUE;

  private static boolean fourHexDigitsAt(TextAround around, int i) {
    for (int k = i; k < i + 4; k++) {
      if (!isLowerHexDigit(around.at(k))) {
        return false;
      }
    }
    return true;
  }

  /**
   * A Ruby block after a method's name, its parameters first ({@code mod.tasks.map do |task|},
   * {@code spec.args.map { |arg| … }}, {@code networks.map {|_, c| … }}): the host is a call. Prose
   * follows no host with {@code do |} or <code>&#123;|</code>.
   */
  static boolean rubyBlockAfter(TextAround around, int end) {
    if (around.at(end) != ' ') {
      return false;
    }
    int i = end + 1;
    if (around.at(i) == 'd' && around.at(i + 1) == 'o' && around.at(i + 2) == ' ') {
      i += 3;
    } else if (around.at(i) == '{') {
      i++;
    } else {
      return false;
    }
    if (around.at(i) == ' ') {
      i++;
    }
    return around.at(i) == '|';
  }

  /**
   * A Tcl command at a statement's start, at a line's or after an opening brace or {@code ;}, whose
   * argument is a word in braces that starts right after its brace ({@code debug.pt/rdengine
   * {[InstReturn]}}, tcllib's debug tags, {@code method ok {} { debug.pt/rdengine {$self ok} ;
   * return $myok }}). Not a block, which opens with a blank or a line break (Caddy's site, {@code
   * example.com { tls: … }}), nor an empty word.
   */
  static boolean tclCommandWithBracedWord(TextAround around, int hostStart, int end) {
    if (around.at(end) != ' ' || around.at(end + 1) != '{') {
      return false;
    }
    char first = around.at(end + 2);
    if (isBlank(first) || first == '}' || around.lineBreakAt(end + 2)) {
      return false;
    }
    int start = around.blanksBefore(hostStart, hostStart - TextAround.BEFORE);
    char before = around.at(start - 1);
    return around.lineStartsAt(start) || before == '{' || before == ';';
  }

  /**
   * A CSS selector: a pseudo-class or pseudo-element after the host, then a rule's block, another
   * selector or an argument ({@code a.button.icon.tools:before{…}}, {@code li.item.active:hover,a},
   * {@code li.x.top:not(}); or a rule's block right after it, or after blanks if a declaration
   * starts it ({@code li.bg {font-size: large;}}).
   */
  static boolean cssSelectorAfter(TextAround around, int end) {
    int i = end;
    if (around.at(i) == '{') {
      return true;
    }
    // (a block after blanks holds a declaration, li.bg {font-size: large;}; a server's block in
    // a configuration, example.com {, holds none)
    int block = afterSpacesAndTabs(around, i);
    if (around.at(block) == '{') {
      return cssDeclarationAt(around, block + 1);
    }
    if (around.at(i) != ':') {
      return false;
    }
    i += around.at(i + 1) == ':' ? 2 : 1;
    int start = i;
    while (i < end + TextAround.AFTER && isCssNameChar(around.at(i))) {
      i++;
    }
    char next = around.at(i);
    // (not a key's fields, example.com:default:/keys/x, nor prose's list, host.example:smtp, …)
    return i > start
        && (around.at(afterSpacesAndTabs(around, i)) == '{'
            || next == '('
            || (next == ',' && !Character.isWhitespace(around.at(i + 1))));
  }

  /**
   * A CSS rule's selector of an HTML element and its class ({@code span.pr} in {@code
   * #searchresult_box span.pr}, then the rule's block opening at its line's end, after any other
   * selectors): the declarations on the lines after it, which a line's view does not see. Elements
   * of two letters or more (not {@code a.example.de}, which may open a server's block).
   */
  static boolean cssRuleOfAnElement(TextAround around, int hostStart, int firstEnd, int end) {
    if (!isHtmlElement(around, hostStart, firstEnd)) {
      return false;
    }
    int i = end;
    int limit = end + TextAround.AFTER;
    while (i < limit && (isCssNameChar(around.at(i)) || " .#>:_".indexOf(around.at(i)) >= 0)) {
      i++;
    }
    // (then the line's end, or the end of what is read, where a line scanned alone ends; or a
    // declaration on the same line)
    int next = afterSpacesAndTabs(around, i + 1);
    return around.at(i) == '{'
        && (around.lineBreakAt(next) || !around.isRead(next) || cssDeclarationAt(around, i + 1));
  }

  /**
   * A CSS selector of an HTML element and its class, quoted as the first argument of a call that
   * selects elements: Simple HTML DOM's {@code $html->find('span.trend.name', 0)}, {@code
   * document.querySelector("div.note.info")}, Beautiful Soup's {@code select_one('p.lead.x')},
   * jQuery's {@code $('li.menu.store')}. Here an element of one letter too ({@code
   * find('a.author')}).
   */
  static boolean selectorArgument(TextAround around, int hostStart, int firstEnd) {
    if (!isQuote(around.at(hostStart - 1))
        || around.at(hostStart - 2) != '('
        || !(isHtmlElement(around, hostStart, firstEnd)
            || (firstEnd - hostStart == 1
                && ONE_LETTER_ELEMENTS.indexOf(around.at(hostStart)) >= 0))) {
      return false;
    }
    for (String call : SELECTING_CALLS) {
      if (quotedFirstArgumentOf(around, hostStart, call)) {
        return true;
      }
    }
    return around.at(hostStart - 3) == '$' && !isAsciiIdentifierPart(around.at(hostStart - 4));
  }

  /** Calls that select elements by a CSS selector, the name's end in lower case. */
  private static final List<String> SELECTING_CALLS =
      List.of(
          "find",
          "find_all",
          "select",
          "select_one",
          "queryselector",
          "queryselectorall",
          "closest");

  /** HTML's elements of one letter: a, b, i, p, q, s, u. */
  private static final String ONE_LETTER_ELEMENTS = "abipqsu";

  private static boolean isHtmlElement(TextAround around, int start, int end) {
    // (most names are none, by their length and first letter: a bit's test, before any string's)
    int length = end - start;
    char first = around.at(start);
    if (length >= HTML_ELEMENT_FIRST_LETTERS.length
        || first < 'a'
        || first > 'z'
        || (HTML_ELEMENT_FIRST_LETTERS[length] & (1 << (first - 'a'))) == 0) {
      return false;
    }
    for (String element : HTML_ELEMENTS) {
      if (length == element.length() && around.sameAt(start, element)) {
        return true;
      }
    }
    return false;
  }

  /** HTML's elements that style sheets select with a class ({@code span.pre}, {@code td.sm}). */
  private static final List<String> HTML_ELEMENTS =
      List.of(
          "abbr",
          "article",
          "aside",
          "blockquote",
          "body",
          "button",
          "caption",
          "code",
          "dd",
          "div",
          "dl",
          "dt",
          "em",
          "fieldset",
          "figure",
          "footer",
          "form",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "header",
          "hr",
          "iframe",
          "img",
          "input",
          "kbd",
          "label",
          "li",
          "main",
          "nav",
          "ol",
          "pre",
          "samp",
          "section",
          "select",
          "small",
          "span",
          "strong",
          "sub",
          "sup",
          "table",
          "tbody",
          "td",
          "textarea",
          "tfoot",
          "th",
          "thead",
          "tr",
          "tt",
          "ul");

  /** By an element's name's length, a bit for each first letter of HTML_ELEMENTS' names. */
  private static final int[] HTML_ELEMENT_FIRST_LETTERS = new int[11];

  static {
    for (String element : HTML_ELEMENTS) {
      HTML_ELEMENT_FIRST_LETTERS[element.length()] |= 1 << (element.charAt(0) - 'a');
    }
  }

  /** After the spaces and tabs from {@code i} on, up to a context's length of them. */
  private static int afterSpacesAndTabs(TextAround around, int i) {
    return around.blanksAfter(i, i + TextAround.AFTER);
  }

  /**
   * A CSS declaration from {@code i} on, blanks and a line break allowed before it: a property's
   * name, {@code :}, and a value ended by {@code ;} on its line, or by {@code }} if unquoted
   * ({@code font-size: large;}, {@code { background: #eee }}). Not INN's {@code hostname:
   * "news.example.com"}, whose line or block ends it.
   */
  private static boolean cssDeclarationAt(TextAround around, int i) {
    int limit = i + TextAround.AFTER;
    while (i < limit && Character.isWhitespace(around.at(i))) {
      i++;
    }
    int name = i;
    while (i < limit && isCssNameChar(around.at(i))) {
      i++;
    }
    int colon = afterSpacesAndTabs(around, i);
    if (i == name || around.at(colon) != ':') {
      return false;
    }
    boolean quoted = false;
    for (i = colon + 1; i < limit && !around.lineBreakAt(i); i++) {
      char c = around.at(i);
      quoted |= isQuote(c);
      if (c == ';' || (c == '}' && !quoted)) {
        return true;
      }
      if (c == '{') {
        return false;
      }
    }
    return false;
  }

  private static boolean isCssNameChar(char c) {
    return (c >= 'a' && c <= 'z') || c == '-';
  }

  /**
   * A module Python runs as a program, after {@code -m} and the interpreter's command ({@code
   * python3 -m ase.db.app abc.db}, {@code /usr/bin/python2.7 -m x.io}); not {@code -m} of another
   * command ({@code git commit -m example.com}).
   */
  static boolean pythonModuleRun(TextAround around, int hostStart) {
    int option = around.blanksBefore(hostStart, hostStart - 2);
    // (the char before the host, if no blank, is no "m": it would be a label's)
    if (around.at(option - 1) != 'm'
        || around.at(option - 2) != '-'
        || !AsciiChars.isBlank(around.at(option - 3))) {
      return false;
    }
    // the command, its version's digits and dots skipped (python3, python3.11)
    int i = around.blanksBefore(option - 2, option - 4);
    while (i > option - 10 && (isDigit(around.at(i - 1)) || around.at(i - 1) == '.')) {
      i--;
    }
    return around.keywordEndsAt(i, "python");
  }

  /**
   * Python's {@code from MODULE import}, or Cython's {@code from MODULE cimport}, at the start of a
   * line but for indentation.
   */
  static boolean pythonImportFrom(TextAround around, int hostStart, int end) {
    if (around.at(end) != ' '
        || !(around.asciiWordAt(end + 1, "import ") || around.asciiWordAt(end + 1, "cimport "))
        || !around.asciiWordAt(hostStart - 5, "from ")) {
      return false;
    }
    // (or a string's, code a program writes: f.write("from mininet.net import Mininet\n"))
    return statementStartsAt(around, hostStart - 5) || isQuote(around.at(hostStart - 6));
  }

  /** A statement starts at {@code i}: a line does, but for indentation, or a doctest's prompt. */
  private static boolean statementStartsAt(TextAround around, int i) {
    return around.lineStartsBefore(i) || doctestStatement(around, i);
  }

  /**
   * The module an import statement names, its dotted name starting at {@code start}: Python's
   * {@code from nose2.tests._common import X} or {@code import os.path}, Java's {@code import
   * java.util.List;}, at the start of a line but for indentation or a doctest's prompt. Not Go's
   * quoted path ({@code import "github.com/x/y"}), nor prose's {@code Import} or {@code from}.
   */
  static boolean moduleOfAnImport(TextAround around, int start) {
    boolean from = around.sameAt(start - 5, "from ");
    int keyword = from ? start - 5 : start - 7;
    if (!from && !around.sameAt(keyword, "import ")) {
      return false;
    }
    if (!statementStartsAt(around, keyword)) {
      return false;
    }
    int i = start;
    // (outside what is read, a space ends it)
    while (isAsciiIdentifierPart(around.at(i)) || around.at(i) == '.') {
      i++;
    }
    if (from) {
      return around.sameAt(i, " import ");
    }
    char c = around.at(i);
    return c == ';' || c == ',' || around.lineBreakAt(i) || around.sameAt(i, " as ");
  }

  /** The most lines of an import statement's block read either side of it. */
  static final int IMPORT_BLOCK_LINES = 64;

  /**
   * The block of import statements around the one at {@code at} in {@code text[from, to)}: the
   * lines next to its line that are import statements, blank or comments, up to {@value
   * #IMPORT_BLOCK_LINES} either side. The first label of each module they name goes to {@code
   * namespaces}, names without a dot too, which no run of a host holds ({@code import operator},
   * {@code import sys, os}, {@code from functools import wraps}); a later host one begins is code
   * ({@code operator.gt}). Where the block ends, so that it is read once.
   */
  static int rememberImportBlock(
      char[] text, int from, int to, int at, NamespacesInText namespaces) {
    int ownLineStart = lineStartBefore(text, from, at);
    int lineStart = ownLineStart;
    // back over the lines before it that belong to the block
    for (int lines = 0; lines < IMPORT_BLOCK_LINES && lineStart > from; lines++) {
      int previous = lineStartBefore(text, from, lineStart - 1);
      if (!importBlockLine(text, previous, lineStart - 1, namespaces)) {
        break;
      }
      lineStart = previous;
    }
    // then on over its own line (its other modules: import os.path, os) and those after it
    int lineEnd = lineEndAfter(text, at, to);
    importBlockLine(text, ownLineStart, lineEnd, namespaces);
    for (int lines = 0; lines < IMPORT_BLOCK_LINES && lineEnd < to; lines++) {
      int next = lineEnd + 1;
      int nextEnd = lineEndAfter(text, next, to);
      if (!importBlockLine(text, next, nextEnd, namespaces)) {
        break;
      }
      lineEnd = nextEnd;
    }
    return lineEnd;
  }

  /**
   * A text's part that starts with an import statement, such as a file's line scanned alone: the
   * first labels of the modules it names go to {@code namespaces} ({@code import operator}). Only
   * {@code text[start, end)} is read: of a line that goes on after it ({@code endsLine}: {@code
   * end} ends a line), the names {@code end} cuts are not taken.
   */
  static void rememberImportAtStart(
      char[] text, int start, int end, boolean endsLine, NamespacesInText namespaces) {
    int i = afterBlanks(text, start, end);
    // (most parts start otherwise: their line is not read on)
    if (i < end && (text[i] == 'i' || text[i] == 'f')) {
      int lineEnd = lineEndAfter(text, i, end);
      rememberImports(text, i, lineEnd, lineEnd < end || endsLine, namespaces);
    }
  }

  /** Where the line that holds {@code text[i]} starts, or {@code from}. */
  private static int lineStartBefore(char[] text, int from, int i) {
    while (i > from && text[i - 1] != '\n') {
      i--;
    }
    return i;
  }

  private static int afterBlanks(char[] text, int i, int end) {
    while (i < end && isBlank(text[i])) {
      i++;
    }
    return i;
  }

  private static int lineEndAfter(char[] text, int i, int to) {
    while (i < to && text[i] != '\n') {
      i++;
    }
    return i;
  }

  /**
   * Whether the line {@code text[start, end)} belongs to a block of import statements: blank, a
   * comment, or an import statement, whose modules it then remembers.
   */
  private static boolean importBlockLine(
      char[] text, int start, int end, NamespacesInText namespaces) {
    int i = afterBlanks(text, start, end);
    if (i == end || text[i] == '#' || text[i] == '\r') {
      return true;
    }
    return rememberImports(text, i, end, true, namespaces);
  }

  /**
   * The statement at {@code text[i, end)}: whether it is an import statement, {@code import a, b.c
   * as d} or {@code from a.b import c}, as code writes one (not prose's line that starts with
   * {@code from premiumize.me which}); the first labels of the modules it names go to {@code
   * namespaces} (not a relative import's, {@code from . import x}). {@code endsLine}: the line ends
   * at {@code end}, else a name there may go on.
   */
  private static boolean rememberImports(
      char[] text, int i, int end, boolean endsLine, NamespacesInText namespaces) {
    boolean from = startsWith(text, i, end, "from ");
    if (!from && !startsWith(text, i, end, "import ")) {
      return false;
    }
    i += from ? 5 : 7;
    while (true) {
      int start = i;
      while (i < end && isAsciiIdentifierPart(text[i])) {
        i++;
      }
      int firstEnd = i;
      while (i < end && (isAsciiIdentifierPart(text[i]) || text[i] == '.')) {
        i++;
      }
      if (firstEnd == start
          || !(from
              ? startsWith(text, i, end, " import ")
              : endsAnImportedName(text, i, end, endsLine))) {
        return false;
      }
      namespaces.addImportedModule(text, start, firstEnd);
      if (i == end || text[i] != ',') {
        return true;
      }
      i++;
      while (i < end && text[i] == ' ') {
        i++;
      }
    }
  }

  /**
   * What ends a module's name in {@code import}: the line's end, {@code ,}, {@code ;}, {@code as}.
   */
  private static boolean endsAnImportedName(char[] text, int i, int end, boolean endsLine) {
    if (i == end) {
      return endsLine;
    }
    return text[i] == ','
        || text[i] == ';'
        || text[i] == '\r'
        || startsWith(text, i, end, " as ")
        || startsWith(text, i, end, "  #")
        || startsWith(text, i, end, " #");
  }

  private static boolean startsWith(char[] text, int i, int end, String word) {
    if (end - i < word.length()) {
      return false;
    }
    for (int k = 0; k < word.length(); k++) {
      if (text[i + k] != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A statement of a Python session after its prompt, at the start of a line but for indentation:
   * {@code >>> request.query.city}, {@code >>> s.id = 'my-id'}. Python would read a host there as
   * an expression.
   */
  static boolean doctestStatement(TextAround around, int hostStart) {
    return around.asciiWordAt(hostStart - 4, ">>> ") && around.lineStartsBefore(hostStart - 4);
  }

  /**
   * The directives of Sphinx's Python domain and of its autodoc, whose argument names a module, a
   * class or a member: {@code .. currentmodule:: kombu.asynchronous.aws}, {@code .. autoattribute::
   * Queue.id}, {@code .. py:function:: x.y}.
   */
  private static final Set<String> PYTHON_DOMAIN_DIRECTIVES =
      Set.of(
          "module",
          "currentmodule",
          "data",
          "exception",
          "function",
          "decorator",
          "class",
          "attribute",
          "property",
          "method",
          "staticmethod",
          "classmethod",
          "decoratormethod");

  /**
   * The argument of a directive of reStructuredText that names code: in Python ({@link
   * #PYTHON_DOMAIN_DIRECTIVES}, with {@code py:} or {@code auto} before it, or both), or any
   * directive of another language's Sphinx domain ({@code c:}, {@code cpp:}, {@code js:} …), at the
   * start of a line but for indentation: {@code .. automodule:: celery.contrib.testing.app}, {@code
   * .. c:namespace:: DTV.ca}.
   */
  static boolean sphinxDomainDirective(TextAround around, int hostStart) {
    int colons = around.blanksBefore(hostStart, hostStart - 4) - 2;
    if (colons == hostStart - 2 || around.at(colons) != ':' || around.at(colons + 1) != ':') {
      return false;
    }
    int nameStart = lowerCaseBefore(around, colons, 20);
    int dots = nameStart;
    boolean otherDomain = false;
    if (around.asciiWordAt(nameStart - 3, "py:")) {
      dots = nameStart - 3;
    } else if (around.at(nameStart - 1) == ':') {
      int domainStart = lowerCaseBefore(around, nameStart - 1, 5);
      otherDomain = domainStart < nameStart - 1;
      dots = domainStart;
    }
    if (!around.asciiWordAt(dots - 3, ".. ") || !around.lineStartsBefore(dots - 3)) {
      return false;
    }
    int directiveStart = around.asciiWordAt(nameStart, "auto") ? nameStart + 4 : nameStart;
    return otherDomain || PYTHON_DOMAIN_DIRECTIVES.contains(around.read(directiveStart, colons));
  }

  /** Where the lower-case letters just before {@code i} start, at most {@code most} of them. */
  private static int lowerCaseBefore(TextAround around, int i, int most) {
    int start = i;
    while (start > i - most && Character.isLowerCase(around.at(start - 1))) {
      start--;
    }
    return start;
  }

  /** Python's test for {@code None} after it: {@code is None}, {@code is not None}. */
  static boolean pythonIsNone(TextAround around, int end) {
    int i = end + 4;
    if (!around.asciiWordAt(end, " is ")) {
      return false;
    }
    if (around.asciiWordAt(i, "not ")) {
      i += 4;
    }
    return around.at(i) == 'N'
        && around.asciiWordAt(i, "none")
        && !Character.isLetterOrDigit(around.at(i + 4));
  }

  /**
   * A condition of Lua or Ruby, ended by {@code then}: after {@code if}, {@code elseif} or {@code
   * not} ({@code if not attr.to then}), or after {@code and} or {@code or} when {@code then} ends
   * the line ({@code elseif x == 1 and payload.attr.to then}; prose may write "see example.com and
   * example.org then go").
   */
  static boolean conditionBeforeThen(TextAround around, int hostStart, int end) {
    if (!around.asciiWordAt(end, " then")
        || isAsciiIdentifierPart(around.at(end + 5))
        || around.at(hostStart - 1) != ' ') {
      return false;
    }
    if (around.keywordEndsAt(hostStart - 1, "if")
        || around.keywordEndsAt(hostStart - 1, "elseif")
        || around.keywordEndsAt(hostStart - 1, "not")) {
      return true;
    }
    boolean endsTheLine =
        around.lineBreakAt(end + 5) || (around.at(end + 5) == ' ' && around.at(end + 6) == ' ');
    return endsTheLine
        && (around.keywordEndsAt(hostStart - 1, "and")
            || around.keywordEndsAt(hostStart - 1, "or"));
  }

  private static final String[] PYTHON_CONDITION_KEYWORDS = {"if", "elif", "while"};

  /**
   * A condition of Python, a statement of its own that {@code :} ends with its line: {@code if},
   * {@code elif} or {@code while}, and {@code not} if any, at the line's start but for indentation
   * ({@code if not feed.to:}, {@code elif self.args.data:}). Not a comment's prose ({@code #
   * Assuming we are not web01.example.com:}).
   */
  static boolean pythonCondition(TextAround around, int hostStart, int end) {
    if (around.at(end) != ':' || !around.lineBreakAt(end + 1) || around.at(hostStart - 1) != ' ') {
      return false;
    }
    int space = hostStart - 1;
    if (around.keywordEndsAt(space, "not")) {
      space -= 4;
      if (around.at(space) != ' ') {
        return false;
      }
    }
    for (String keyword : PYTHON_CONDITION_KEYWORDS) {
      if (around.keywordEndsAt(space, keyword)
          && around.lineStartsBefore(space - keyword.length())) {
        return true;
      }
    }
    return false;
  }

  /**
   * A module's name, quoted after {@code require} (Lua's, Ruby's, Node.js's, Perl's): {@code
   * require "util.net"}, {@code require("socket.io")}, {@code pcall(require, "util.net")}.
   */
  static boolean requiredModule(TextAround around, int hostStart) {
    int i = hostStart - 1;
    char quote = around.at(i);
    if (!isQuote(quote)) {
      return false;
    }
    char c = around.at(i - 1);
    if (c == '(' || c == ' ') {
      i--;
      if (c == ' ' && around.at(i - 1) == ',') {
        i--; // pcall(require, "x.y")
      }
    }
    return around.keywordEndsAt(i, "require");
  }

  /**
   * A path, quoted as the first argument of a function whose name ends in {@code path} ({@code
   * os.path.normpath('acme-v02.api.letsencrypt.org/directory')}, {@code Path("example.com")}): a
   * directory or a file named after a host.
   */
  static boolean pathCallArgument(TextAround around, int hostStart) {
    return quotedFirstArgumentOf(around, hostStart, "path");
  }

  /**
   * A name quoted as any argument of a call that joins a path's parts, Python's {@code
   * os.path.join} or Node's {@code path.join} ({@code os.path.join(data_home, "openml.org",
   * name)}): a directory or a file named after a host. The arguments before it read back to the
   * call's bracket on the line, none of them a call.
   */
  static boolean pathJoinArgument(TextAround around, int hostStart, int end) {
    char quote = around.at(hostStart - 1);
    if (!isQuote(quote) || around.at(end) != quote) {
      return false;
    }
    // (an argument starts after the bracket or a comma, a space allowed: the cheap test first)
    char before = around.at(hostStart - 2);
    if (before == ' ') {
      before = around.at(hostStart - 3);
    }
    if (before != '(' && before != ',') {
      return false;
    }
    for (int i = hostStart - 2; i > hostStart - TextAround.BEFORE; i--) {
      char c = around.at(i);
      if (c == ')' || around.lineBreakAt(i)) {
        return false;
      }
      if (c == '(') {
        return around.sameAt(i - PATH_JOIN.length(), PATH_JOIN);
      }
    }
    return false;
  }

  private static final String PATH_JOIN = "path.join";

  /**
   * The quoted value of an attribute {@code model}, a model's name in Tryton's and Odoo's XML
   * records ({@code <record model="ir.action.report" id="report_sale">}), also as highlighted HTML
   * writes it, tags and an escaped quote between ({@code model=</span><span
   * class="s">&quot;ir.action.report}).
   */
  static boolean modelAttributeValue(TextAround around, int hostStart) {
    int quote;
    if (isQuote(around.at(hostStart - 1))) {
      quote = hostStart - 1;
    } else if (around.sameAt(hostStart - 6, "&quot;")) {
      quote = hostStart - 6;
    } else {
      return false;
    }
    int attribute = MarkupEvidence.beforeTags(around, quote);
    return around.sameAt(attribute - 6, "model=")
        && !isAsciiIdentifierPart(around.at(attribute - 7));
  }

  /**
   * A logger's name, quoted as the first argument of {@code getLogger} (Python's {@code
   * logging.getLogger('zim.formats.wiki')}, Java's {@code Logger.getLogger("x.y")}), or quoted
   * right after the word {@code logger} (log4cplus' {@code The logger "class.of.the.day"
   * inherits}): a module's or a class's name.
   */
  static boolean loggerName(TextAround around, int hostStart) {
    return quotedFirstArgumentOf(around, hostStart, "getlogger")
        || (isQuote(around.at(hostStart - 1)) && around.wordBefore(hostStart - 1, "logger"));
  }

  /**
   * A module's, a class's or an application's name, quoted as the first argument of a call named
   * after what it takes ({@code importlib.import_module('cryptography.hazmat.x')}, {@code
   * is_non_library_module("foo.test.foo")}, {@code Class.forName("java.net.URL")}, {@code
   * loader.loadClass("x.y.Z")}, {@code get_app_name('testapp.models.foo')}, {@code getAppName(…)}).
   */
  static boolean moduleOrClassName(TextAround around, int hostStart) {
    return quotedFirstArgumentOf(around, hostStart, "module")
        || quotedFirstArgumentOf(around, hostStart, "class")
        || quotedFirstArgumentOf(around, hostStart, "forname")
        || quotedFirstArgumentOf(around, hostStart, "appname")
        || quotedFirstArgumentOf(around, hostStart, "app_name");
  }

  /**
   * A {@code :} at {@code end} then a capitalised name: the object a Python entry point or object
   * reference names in the module before it ({@code celery.loaders.app:AppLoader}, {@code
   * openstackclient.compute.v2.host:ListHost}).
   */
  static boolean objectReferenceAfter(TextAround around, int end) {
    return around.at(end) == ':'
        && AsciiChars.isAsciiUpper(around.at(end + 1))
        && AsciiChars.isAsciiLower(around.at(end + 2));
  }

  /**
   * The reference a documentation comment's tag names, a program's element: {@code @see}'s
   * (Javadoc's {@code @see java.management/java.lang.management.PlatformLoggingMXBean}, EDoc's
   * {@code %% @see erlang.schedulers.total}, Doxygen's {@code \see}) or {@code @module}'s, the
   * module a LuaDoc or JSDoc comment documents ({@code -- @module lousy.widget.menu}).
   */
  static boolean docTagReference(TextAround around, int hostStart) {
    int i = around.afterSpacesBefore(hostStart);
    return tagBefore(around, i, "see", true) || tagBefore(around, i, "module", false);
  }

  /** The tag {@code @name}, or {@code \name} where Doxygen has it too, ending at {@code i}. */
  private static boolean tagBefore(TextAround around, int i, String name, boolean doxygen) {
    int tag = i - name.length() - 1;
    char sign = around.at(tag);
    return (sign == '@' || (doxygen && sign == '\\'))
        && around.sameAt(tag + 1, name)
        && !isAsciiIdentifierPart(around.at(tag - 1));
  }

  /**
   * A key of configuration or of localized text, quoted as the first argument of a call that reads
   * or writes by it: a property's ({@code System.getProperty("java.awt.im.style")}, {@code
   * setProperty("http.proxy.host", …)}), a resource bundle's ({@code
   * rb.getString("Trust.this.certificate.no")}), cuttlefish's ({@code
   * cuttlefish:conf_get("erlang.schedulers.online", Conf)}).
   */
  static boolean keyOfAProperty(TextAround around, int hostStart) {
    return quotedFirstArgumentOf(around, hostStart, "property")
        || quotedFirstArgumentOf(around, hostStart, "getstring")
        || (isQuote(around.at(hostStart - 1))
            && around.at(hostStart - 2) == '('
            && around.keywordEndsAt(hostStart - 2, "conf_get"));
  }

  /**
   * A key of configuration quoted as the first argument of {@code get} on an object named after
   * configuration or settings, {@code conf} or {@code setting} in its name ({@code
   * self._conf.get("spark.driver.host")}, {@code config.get('init.author.email')}). (Its caller
   * asks outside RFC 1591's TLDs: configparser's sections are named after hosts too, {@code
   * config.get('bitbucket.org', 'user')}.)
   */
  static boolean keyOfAConfiguration(TextAround around, int hostStart) {
    // (whatever opens the argument: unquoted or after a blank, a call's argument is code anyway,
    // by rule 2's punctuation)
    return around.at(hostStart - 2) == '(' && configurationGetBefore(around, hostStart - 2);
  }

  /**
   * An option's name quoted as the first argument of a call named {@code config_…}, as WeeChat's
   * scripting API names them ({@code weechat::config_get_plugin("display.social.net")}, {@code
   * weechat.config_get("weechat.color.chat_nick")}): a setting, in any TLD.
   */
  static boolean optionNameOfAConfigCall(TextAround around, int hostStart) {
    if (!isQuote(around.at(hostStart - 1)) || around.at(hostStart - 2) != '(') {
      return false;
    }
    int nameEnd = hostStart - 2;
    return around.asciiWordAt(
        around.identifierStart(nameEnd, nameEnd - TextAround.BEFORE), "config_");
  }

  /**
   * {@code .get} ending at {@code i} on an object whose name has {@code conf} or {@code setting}.
   */
  private static boolean configurationGetBefore(TextAround around, int i) {
    if (!around.sameAt(i - 4, ".get")) {
      return false;
    }
    int nameEnd = i - 4;
    int nameStart = around.identifierStart(nameEnd, i - TextAround.BEFORE);
    return around.hasWordIn(nameStart, nameEnd, "conf")
        || around.hasWordIn(nameStart, nameEnd, "setting");
  }

  /**
   * An event's name, quoted as the first argument of a call that makes or fires one, jQuery's or
   * the DOM's ({@code $.Event('show.bs.tab', …)}, {@code new CustomEvent('x.y.name')}, {@code
   * el.trigger('shown.bs.tab')}), or that handles one, jQuery's methods {@code .on}, {@code .one}
   * and {@code .off} ({@code $(el).on('shown.bs.tab', …)}), or the quoted value of an event
   * object's {@code type} ({@code $this.trigger({type:"hidden.bs.tab", …})}, {@code type:
   * 'shown.bs.tab',}): a namespace, Bootstrap's events in the web applications that bundle it.
   */
  static boolean eventName(TextAround around, int hostStart) {
    return quotedFirstArgumentOf(around, hostStart, "event")
        || quotedFirstArgumentOf(around, hostStart, "trigger")
        || quotedFirstArgumentOf(around, hostStart, ".on")
        || quotedFirstArgumentOf(around, hostStart, ".one")
        || quotedFirstArgumentOf(around, hostStart, ".off")
        || quotedValueOfType(around, hostStart);
  }

  /** Quoted as the value of a key {@code type} ({@code type: 'x'}, {@code {type:"x"}). */
  private static boolean quotedValueOfType(TextAround around, int hostStart) {
    if (!isQuote(around.at(hostStart - 1))) {
      return false;
    }
    int colon = around.at(hostStart - 2) == ' ' ? hostStart - 3 : hostStart - 2;
    return around.at(colon) == ':'
        && around.asciiWordAt(colon - 4, "type")
        && !isAsciiIdentifierPart(around.at(colon - 5));
  }

  /** Quoted as the first argument of a function whose name ends in {@code name} (any case). */
  private static boolean quotedFirstArgumentOf(TextAround around, int hostStart, String name) {
    return isQuote(around.at(hostStart - 1))
        && around.at(hostStart - 2) == '('
        && around.asciiWordAt(hostStart - 2 - name.length(), name);
  }

  /**
   * A word of a Vim syntax file's keyword list, whose line, starting at {@code i}, starts with
   * {@code syn keyword} or {@code syntax keyword} but for indentation.
   */
  private static boolean vimKeywordListAt(TextAround around, int i, int hostStart) {
    i = around.blanksAfter(i, hostStart);
    return around.asciiWordAt(i, "syn keyword ") || around.asciiWordAt(i, "syntax keyword ");
  }

  /** Perl's {@code qw(}: a list of words, which may be hosts. */
  static boolean qwBefore(TextAround around, int paren) {
    return around.at(paren - 1) == 'w'
        && around.at(paren - 2) == 'q'
        && !isAsciiIdentifierPart(around.at(paren - 3));
  }

  /**
   * A name in capitals before the bracket at {@code bracket}: a macro, whose arguments are values
   * (sendmail's {@code FEATURE(bestmx_is_local, my.site.com)}).
   */
  static boolean macroBefore(TextAround around, int bracket, int floor) {
    int i = bracket;
    boolean lower = false;
    while (i > floor && isAsciiIdentifierPart(around.at(i - 1))) {
      char c = around.at(--i);
      lower |= c >= 'a' && c <= 'z';
    }
    return !lower;
  }

  /**
   * A key of git's configuration, after {@code git config} and its options ({@code git config
   * --global alias.co checkout}, {@code git config user.name}).
   */
  static boolean gitConfigKey(TextAround around, int hostStart) {
    int i = hostStart - 1;
    while (around.at(i) == ' ') {
      if (around.asciiWordAt(i - 10, "git config")) {
        return true;
      }
      int token = i;
      while (token > hostStart - TextAround.BEFORE && around.at(token - 1) > ' ') {
        token--;
      }
      if (token == i || around.at(token) != '-') {
        return false;
      }
      i = token - 1;
    }
    return false;
  }

  /**
   * The functions of dracut, the initramfs of most Linux distributions, that read a parameter of
   * the kernel's command line by its name.
   */
  private static final String[] KERNEL_PARAMETER_READERS = {
    "getarg", "getargs", "getargbool", "getargnum"
  };

  /**
   * A parameter of the kernel's command line that dracut's functions read, after their numbers (a
   * default, bounds), quoted or not: {@code getargs rd.lvm.lv -d rd_LVM_LV=}, {@code getargbool 0
   * rd.udev.info}, {@code getarg 'rd.break=pre-mount'}.
   */
  static boolean kernelParameterRead(TextAround around, int hostStart) {
    int i = hostStart;
    if (isQuote(around.at(i - 1))) {
      i--;
    }
    for (int numbers = 0; numbers <= 3 && around.at(i - 1) == ' '; numbers++) {
      int wordEnd = i - 1;
      int wordStart = wordEnd;
      while (wordStart > hostStart - TextAround.BEFORE
          && isAsciiIdentifierPart(around.at(wordStart - 1))) {
        wordStart--;
      }
      if (wordStart == wordEnd) {
        return false;
      }
      for (String reader : KERNEL_PARAMETER_READERS) {
        if (around.keywordEndsAt(wordEnd, reader)) {
          return true;
        }
      }
      for (int k = wordStart; k < wordEnd; k++) {
        if (!isDigit(around.at(k))) {
          return false;
        }
      }
      i = wordStart;
    }
    return false;
  }

  /** Keywords of SQL's clauses that compare columns, in the capitals SQL is written in. */
  private static final String[] SQL_CONDITIONS = {"WHERE", "JOIN", "ON", "AND", "OR", "HAVING"};

  /**
   * Keywords of SQL's clauses that list columns (a {@code BY} of {@code ORDER BY}, {@code GROUP BY}
   * or {@code PARTITION BY}).
   */
  private static final String[] SQL_LISTS = {"SELECT", "DISTINCT", "RETURNING", "BY"};

  /**
   * A column in an SQL statement: an operand of a comparison on a line where one of {@link
   * #SQL_CONDITIONS} or {@link #SQL_LISTS} comes before it within the context read ({@code WHERE
   * t1.id = t2.id}, {@code ON (b.ref = c.id)}), an item of a list where one of {@link #SQL_LISTS}
   * does ({@code SELECT users.id, addresses.id FROM}, {@code ORDER BY users.id}), or renamed,
   * whatever is before it ({@code sys.columns.name AS column_name}). A host in SQL is a string's
   * value, which its quotes keep from being an operand or an item ({@code WHERE hostname =
   * 'mypc.local.net'}); prose in capitals neither compares nor lists so ({@code PROVIDED BY
   * example.org AS IS AND example.com,}).
   */
  static boolean sqlColumn(TextAround around, int hostStart, int end) {
    if (renamedAs(around, end)) {
      return true;
    }
    int next = end;
    while (next < end + 2 && around.at(next) == ' ') {
      next++;
    }
    char n = around.at(next);
    if (n == '='
        || n == '<'
        || n == '>'
        || (n == '!' && around.at(next + 1) == '=')
        || around.at(around.afterSpacesBefore(hostStart) - 1) == '=') {
      return sqlClauseBefore(around, hostStart, SQL_CONDITIONS)
          || sqlClauseBefore(around, hostStart, SQL_LISTS);
    }
    boolean listItem =
        n == ','
            || n == ')'
            || n == ';'
            || around.lineBreakAt(next)
            || (next > end && around.sameAt(next, "FROM"));
    return listItem && sqlClauseBefore(around, hostStart, SQL_LISTS);
  }

  /**
   * {@code AS} and a name in lower case that ends a list or has a {@code _}, right after {@code
   * end}.
   */
  private static boolean renamedAs(TextAround around, int end) {
    if (!around.sameAt(end + 1, "AS") || around.at(end) != ' ' || around.at(end + 3) != ' ') {
      return false;
    }
    int i = end + 4;
    boolean underscore = false;
    char c;
    for (; i < end + TextAround.AFTER && (isAsciiIdentifierPart(c = around.at(i))); i++) {
      if (c >= 'A' && c <= 'Z') {
        return false;
      }
      underscore |= c == '_';
    }
    char after = around.at(i);
    return i > end + 4
        && (underscore
            || after == ','
            || around.lineBreakAt(i)
            || (after == ' ' && around.sameAt(i + 1, "FROM")));
  }

  /** One of {@code clauses}, a word, before {@code hostStart} on its line within context. */
  private static boolean sqlClauseBefore(TextAround around, int hostStart, String[] clauses) {
    int floor = hostStart - TextAround.BEFORE;
    // (indexes before a stream's window are negative: no sentinel among them)
    boolean inWord = false;
    int wordEnd = 0;
    for (int i = hostStart - 1; i >= floor && around.isRead(i) && !around.lineBreakAt(i); i--) {
      char c = around.at(i);
      if (c < 'A' || c > 'Z') {
        inWord = false;
        continue;
      }
      if (!inWord && !isAsciiIdentifierPart(around.at(i + 1))) {
        inWord = true;
        wordEnd = i + 1;
      }
      if (inWord && !isAsciiIdentifierPart(around.at(i - 1))) {
        for (String clause : clauses) {
          if (wordEnd - i == clause.length()
              && around.sameAt(i, clause)
              && (!clause.equals("BY") || orderingBefore(around, i - 1))) {
            return true;
          }
        }
        inWord = false;
      }
    }
    return false;
  }

  /** {@code ORDER}, {@code GROUP} or {@code PARTITION} and the space at {@code space}. */
  private static boolean orderingBefore(TextAround around, int space) {
    return around.at(space) == ' '
        && (around.sameAt(space - 5, "ORDER")
            || around.sameAt(space - 5, "GROUP")
            || around.sameAt(space - 9, "PARTITION"));
  }

  /**
   * Followed by a directive of an OSGi manifest's clause, {@code ;name:=} ({@code
   * sun.nio.ch;resolution:=optional} in {@code Import-Package}): a Java package, not a host; a
   * parameter of a URI or a header ({@code ;moveto=archive}, {@code ;rport}) has no {@code :=}.
   */
  static boolean osgiDirectiveAfter(TextAround around, int end) {
    if (around.at(end) != ';') {
      return false;
    }
    int i = end + 1;
    while (i < end + TextAround.AFTER
        && ((around.at(i) >= 'a' && around.at(i) <= 'z') || around.at(i) == '-')) {
      i++;
    }
    return i > end + 1 && around.at(i) == ':' && around.at(i + 1) == '=';
  }

  /**
   * The name of a directive of a Java module's declaration ({@code module-info.java}) that starts
   * its line: {@code exports sun.nio.ch to}, {@code opens java.net;}, {@code requires
   * java.management;}, which names packages and modules, not hosts (prose says {@code it requires
   * devenv.com to build}, not at a line's start).
   */
  static boolean javaModuleDirective(TextAround around, int hostStart, int end) {
    if (around.at(end) != ';' && !modulesAfterTo(around, end)) {
      return false;
    }
    for (String directive : MODULE_DIRECTIVES) {
      if (around.wordBefore(hostStart, directive)
          && around.lineStartsBefore(around.afterSpacesBefore(hostStart) - directive.length())) {
        return true;
      }
    }
    return false;
  }

  private static final String[] MODULE_DIRECTIVES = {"exports", "opens", "requires"};

  /** {@code " to"}, then the line's end or a module's name and a {@code ;} or a {@code ,}. */
  private static boolean modulesAfterTo(TextAround around, int end) {
    if (around.at(end) != ' ' || !around.sameAt(end + 1, "to")) {
      return false;
    }
    if (around.lineBreakAt(end + 3)) {
      return true;
    }
    int i = end + 4;
    if (around.at(end + 3) != ' ' || !Character.isLetter(around.at(i))) {
      return false;
    }
    while (i < end + TextAround.AFTER
        && (isAsciiIdentifierPart(around.at(i)) || around.at(i) == '.')) {
      i++;
    }
    return around.at(i) == ';' || around.at(i) == ',';
  }
}
