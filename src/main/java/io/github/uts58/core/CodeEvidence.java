package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.isAsciiIdentifierPart;
import static io.github.uts58.core.AsciiChars.isAsciiLetter;
import static io.github.uts58.core.AsciiChars.isAsciiLetterOrDigit;
import static io.github.uts58.core.AsciiChars.isBlank;
import static io.github.uts58.core.AsciiChars.isDigit;
import static io.github.uts58.core.AsciiChars.isHexDigit;
import static io.github.uts58.core.AsciiChars.isQuote;

import java.util.Arrays;
import java.util.Locale;

/**
 * Evidence that a host is a member or an identifier in code, whatever the language, for {@link
 * LookalikeHosts}: the punctuation only code puts around a name (calls, indexes, conditions,
 * statements, assignments, operators, dense minified code), templates' interpolation, members in
 * code spans, values named after their member, and neighbours in the same namespace ({@code
 * java.io, java.util}).
 */
final class CodeEvidence {
  private CodeEvidence() {}

  private static final char[] THIS = "this".toCharArray();
  private static final char[] SELF = "self".toCharArray();

  /** A first label {@code this} or {@code self}: the object a method's code works on. */
  static boolean receiverFirst(char[] text, int hostStart, int firstEnd) {
    return Arrays.equals(text, hostStart, firstEnd, THIS, 0, THIS.length)
        || Arrays.equals(text, hostStart, firstEnd, SELF, 0, SELF.length);
  }

  /**
   * An operand of {@code ==}, {@code !=}, {@code <=} or {@code >=}, one space or none between:
   * {@code action.id == "org.freedesktop.policykit.exec"}, {@code owner ==
   * request.auth.claims.email}, {@code event.id <= KeyEvent.KEY_LAST} (not {@code &&} or {@code
   * ||}: {@code ping example.com && echo up} is a host in a shell; nor Perl's {@code =>}).
   */
  static boolean besideOperator(TextAround around, int hostStart, int end) {
    int after = around.at(end) == ' ' ? end + 1 : end;
    int before = around.at(hostStart - 1) == ' ' ? hostStart - 1 : hostStart;
    char first = around.at(before - 2);
    return isEquality(around.at(after), around.at(after + 1))
        || (isEquality(first, around.at(before - 1))
            // (a tag's end is no operand: </a>=foo.bar.com, <td>= ScanGuy.com)
            && (first != '>' || around.at(before - 3) == ' '));
  }

  /**
   * An operand in code, by the punctuation only code puts around a name: a call's or an index's
   * argument ({@code pipeline(response.body.stream,}, {@code ids[descendant.id]}; not Perl's {@code
   * qw(a.org b.org)} list of words), a condition ({@code if (edge.to)}), an argument that closes a
   * statement or a block ({@code mpz_set(mp, z.mp);}, {@code (body.id) &&}), or the target of an
   * assignment at a line's start ({@code module.exports.put.stream = put.stream}, {@code
   * init.author.name = ""}, in HTML after the tags the line starts with: {@code <pre
   * class="programlisting">lxc.uts.name = testlxc}). Prose puts a host in parentheses and lists,
   * but after a space ({@code see (gnu.org)}, {@code (ftp.gnu.org, ftp.example.org).}), and writes
   * it before an {@code =} only in the middle of a line ({@code server=mail.example.org} is its
   * value).
   */
  static boolean operandInCode(TextAround around, int tagsStart, int hostStart, int end) {
    char before = around.at(hostStart - 1);
    char beforeThat = around.at(hostStart - 2);
    if ((before == '(' || before == '[')
        && ((isAsciiIdentifierPart(beforeThat) && !LanguageEvidence.qwBefore(around, hostStart - 1))
            || (before == '('
                && beforeThat == ' '
                && conditionKeywordBefore(around, hostStart - 2)))) {
      return true;
    }
    // a call's first argument, spaced as jQuery spaces it: getOffsets( offsets.my, elem ); not a
    // list of Perl's words, qw( a.org b.org )
    if (before == ' '
        && beforeThat == '('
        && isAsciiIdentifierPart(around.at(hostStart - 3))
        && !LanguageEvidence.qwBefore(around, hostStart - 2)
        && (around.at(end) == ',' || (around.at(end) == ' ' && around.at(end + 1) == ')'))) {
      return true;
    }
    boolean argument =
        // (not a wiki's [[Amazon.com]]: a page's title)
        ((before == '(' || before == '[') && beforeThat != before)
            || before == ','
            || (before == ' ' && beforeThat == ',')
            // an arrow function's body: filter(e => e.to).map(...)
            || (before == ' ' && beforeThat == '>' && around.at(hostStart - 3) == '=');
    if (argument && closesCode(around, end) && !closesProseParenthesis(around, hostStart, end)) {
      return true;
    }
    return assignmentTarget(around, tagsStart, hostStart, end);
  }

  /**
   * A condition Ruby writes after a jump, right before {@code hostStart} ({@code return unless
   * context.opts.stream}, {@code next if x.y}): prose says no "return if".
   */
  static boolean conditionOfAJump(TextAround around, int hostStart) {
    for (String condition : JUMP_CONDITIONS) {
      int at = hostStart - condition.length();
      if (around.asciiWordAt(at, condition)) {
        for (String jump : JUMPS) {
          int jumpStart = at - jump.length();
          if (around.asciiWordAt(jumpStart, jump)
              && !isAsciiIdentifierPart(around.at(jumpStart - 1))) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static final String[] JUMP_CONDITIONS = {" if ", " unless "};

  private static final String[] JUMPS = {"return", "next", "break"};

  /**
   * A function assigned to the name ending at {@code end}, JavaScript's way to define a method
   * ({@code m.elements.br=function(b)}, {@code $.fn.tab = function (option)}): no host is given a
   * function.
   */
  static boolean functionAssignedTo(TextAround around, int end) {
    int value = valueAssignedAfter(around, end);
    return value >= 0
        && around.asciiWordAt(value, "function")
        && !isAsciiIdentifierPart(around.at(value + 8));
  }

  /**
   * Where the value starts that an assignment's {@code =} right after {@code end} gives, one space
   * allowed on either side of it ({@code keep.by = FALSE}, {@code x.y=function}); -1 if no {@code
   * =} is there, or {@code ==} is.
   */
  private static int valueAssignedAfter(TextAround around, int end) {
    int i = around.at(end) == ' ' ? end + 1 : end;
    if (around.at(i) != '=' || around.at(i + 1) == '=') {
      return -1;
    }
    return around.at(i + 1) == ' ' ? i + 2 : i + 1;
  }

  /**
   * A method called without parentheses, as Ruby and Perl call one, at its line's start but for
   * indentation, its argument a quoted string after one space ({@code list.logger.info 'Forwarding
   * …'}, {@code log.warn "x"}): prose starts no line with a host and a quotation.
   */
  static boolean callWithoutParentheses(TextAround around, int hostStart, int end) {
    return around.lineStartsBefore(hostStart)
        && around.at(end) == ' '
        && isQuote(around.at(end + 1));
  }

  /**
   * The value of a key named {@code key} that starts its line, YAML's or a list's item's, quoted or
   * not ({@code key: zyxel.4012f.contact}, {@code - key: 'hp.server.contact'}): a key, the item's,
   * as monitoring templates name their metrics.
   */
  static boolean valueOfAKeyNamedKey(TextAround around, int hostStart, int end) {
    int i = hostStart;
    if (isQuote(around.at(i - 1)) && around.at(end) == around.at(i - 1)) {
      i--;
    }
    if (!around.sameAt(i - 5, "key: ")) {
      return false;
    }
    int key = i - 5;
    if (around.sameAt(key - 2, "- ")) {
      key -= 2;
    }
    return around.lineStartsBefore(key);
  }

  /**
   * A query's first parameter at {@code i}: a name, then {@code =} ({@code ?title=0}, {@code
   * ?q[]=x}).
   */
  static boolean queryNamesAValue(char[] text, int i, int end) {
    int j = i;
    while (j < end && isQueryNameChar(text[j])) {
      j++;
    }
    return j > i && j < end && text[j] == '=';
  }

  /**
   * Code, not a query, in {@code [i, end)} after the host's {@code ?}: a double quote, which no URL
   * written in text holds raw, or JavaScript's {@code ===}, {@code !==} or, not first, {@code &&}
   * ({@code example.org?&&} stays a query; minified code's conditionals: {@code
   * e.options.shell?e.command=e.options.shell:"android"===x}, {@code
   * t.menu?e.menu=i(t.menu):(e.value=t.value,o&&o(e)}).
   */
  static boolean codeInQuery(char[] text, int i, int end) {
    for (int j = i; j < end; j++) {
      char c = text[j];
      if (c == '"'
          || (j + 2 < end && text[j + 1] == '=' && text[j + 2] == '=' && (c == '=' || c == '!'))
          || (c == '&' && j > i && j + 1 < end && text[j + 1] == '&')) {
        return true;
      }
    }
    return false;
  }

  private static boolean isQueryNameChar(char c) {
    return isAsciiIdentifierPart(c) || c == '.' || c == '-' || c == '%' || c == '[' || c == ']';
  }

  /**
   * A scheme's {@code ://} with its slashes escaped, as JSON may write them, right before the host:
   * {@code :\/\/} ({@code "https:\/\/openidp.feide.no\/simplesaml"}).
   */
  static boolean afterEscapedSchemeSlashes(TextAround around, int hostStart) {
    return around.at(hostStart - 1) == '/'
        && around.at(hostStart - 2) == '\\'
        && around.at(hostStart - 3) == '/'
        && around.at(hostStart - 4) == '\\'
        && around.at(hostStart - 5) == ':';
  }

  /**
   * A scheme written with one slash right before the host, a slip for {@code ://} that the URL
   * Standard (WHATWG) parses as one: {@code :/} after one of its special schemes but {@code file}
   * ({@code http}, {@code https}, {@code ftp}, {@code ws}, {@code wss}), in any case, a word of its
   * own ({@code prefix="https:/doi.org/"}, {@code curl -P - ftp:/example.com}). Any other scheme's
   * {@code :/} starts a path ({@code jrt:/jdk.crypto.ec}, {@code file:/setup.py}), and so does a
   * drive's ({@code C:/setup.py}).
   */
  static boolean afterSchemeWithOneSlash(TextAround around, int hostStart) {
    if (around.at(hostStart - 1) != '/' || around.at(hostStart - 2) != ':') {
      return false;
    }
    int colon = hostStart - 2;
    for (String scheme : SPECIAL_SCHEMES) {
      int start = colon - scheme.length();
      if (around.asciiWordAt(start, scheme)) {
        return !isAsciiIdentifierPart(around.at(start - 1)) && around.at(start - 1) != '.';
      }
    }
    return false;
  }

  /** The URL Standard's special schemes that have a host, {@code file} aside. */
  private static final String[] SPECIAL_SCHEMES = {"https", "http", "ftp", "wss", "ws"};

  /**
   * A conditional's member after the {@code ?} at {@code i - 1}, where a query's name would be: the
   * host itself or {@code this} then a dot ({@code t.style?t.style.opacity=e:x}, {@code
   * t.watch?this._id=w(e):y}), which minified code tests and then uses.
   */
  static boolean memberAfterConditional(char[] text, int hostStart, int hostEnd, int i, int end) {
    int length = hostEnd - hostStart;
    return (i + length < end
            && text[i + length] == '.'
            && Arrays.equals(text, hostStart, hostEnd, text, i, i + length))
        || (i + THIS.length < end
            && text[i + THIS.length] == '.'
            && Arrays.equals(text, i, i + THIS.length, THIS, 0, THIS.length));
  }

  /**
   * Code after a {@code ?} at {@code i}, no query's: a bracket or an operator ({@code
   * File.directory?(path)}, {@code bw.ie?-x:y}), or a name followed by a call, a member, an
   * alternative or an index ({@code X.ie?i.getBody().focus():x}, {@code e.dot?Ni:ji}).
   */
  static boolean codeAfterQuestionMark(char[] text, int i, int end) {
    char c = text[i];
    if (c == '(' || c == '[' || c == '{' || c == '-' || c == '+' || c == '!') {
      return true;
    }
    if (!isAsciiIdentifierPart(c) || isDigit(c)) {
      return false;
    }
    int j = i;
    while (j < end && isAsciiIdentifierPart(text[j])) {
      j++;
    }
    return j < end && "(.:?[".indexOf(text[j]) >= 0;
  }

  /**
   * After a Ruby predicate's call and its {@code ?} (at {@code end - 1}), a space, then a boolean
   * operator ({@code &&}, {@code ||}) or a symbol as its argument ({@code :tuesday}): {@code
   * node.arguments.one? && x}, {@code day.is? :tuesday}. A question in prose goes on with a word or
   * ends its line.
   */
  static boolean operandAfterPredicate(TextAround around, int end) {
    if (around.at(end) != ' ') {
      return false;
    }
    char first = around.at(end + 1);
    char second = around.at(end + 2);
    return isOperator(first, second) || (first == ':' && isAsciiLetter(second));
  }

  /**
   * An operand written between operators without a space, in dense code such as minified JavaScript
   * ({@code Ku=X.ie,Xu=}, {@code a=r.pos.top,u=r.bottom}, {@code '+e.id+'}, {@code r=t.red/255,}):
   * at least four of {@code (){};=+}, one a bracket, and at most two blanks in the chars read
   * before it. A host in code is quoted; a list of hosts in configuration ({@code
   * domains=a.example,b.example}), a record of fields ({@code spf=pass;helo=a.example;}, an X.509
   * subject's {@code /O=x/CN=a.example/}) have no brackets, a shell's line ({@code
   * HOST=a.example;}) its blanks; neither a Markdown link's {@code (} nor a table's {@code |} is an
   * operator.
   */
  static boolean operandInDenseCode(TextAround around, int hostStart, int hostAndPortEnd) {
    char before = around.at(hostStart - 1);
    char beforeThat = around.at(hostStart - 2);
    char next = around.at(hostAndPortEnd);
    if (!(isOperator(before) || isOperator(beforeThat, before))
        || Character.isWhitespace(beforeThat)
        || !(isOperator(next)
            || next == '/'
            || next == ';'
            || next == ')'
            || next == ']'
            || next == '}'
            || isOperator(next, around.at(hostAndPortEnd + 1)))) {
      return false;
    }
    int punctuation = 0;
    int brackets = 0;
    int blanks = 0;
    for (int i = hostStart - TextAround.BEFORE; i < hostStart; i++) {
      char c = around.at(i);
      if ("(){}".indexOf(c) >= 0) {
        brackets++;
        punctuation++;
      } else if (c == ';' || c == '=' || c == '+') {
        punctuation++;
      } else if (Character.isWhitespace(c) && around.isRead(i)) {
        // (a minifier writes no blank after a separator: identity=mailfrom; helo=example.com;)
        char separator = around.at(i - 1);
        if (separator == ',' || separator == ';') {
          return false;
        }
        blanks++;
      }
    }
    return punctuation >= 4 && brackets > 0 && blanks <= 2;
  }

  /**
   * An operator of one char that dense code writes between operands ({@code =}, {@code ,}, {@code
   * +}, {@code ?}, {@code :} …); not {@code <} or {@code >}, which also bracket a host ({@code
   * helo=<mail.example.org>}), nor {@code &} or {@code |}, which also separate a query's parameters
   * and a table's cells.
   */
  private static boolean isOperator(char c) {
    return "=,+-*%!?:".indexOf(c) >= 0;
  }

  /** {@code &&} or {@code ||}. */
  private static boolean isOperator(char first, char second) {
    return first == second && (first == '&' || first == '|');
  }

  /**
   * A var's name after its namespace, {@code /} then a word alone ({@code clojure.java.io/copy},
   * {@code clojure.java.io/as-url}): letters, digits, {@code -} and {@code *}, then a {@code ?} as
   * Lisps end predicates ({@code clojure.java.io/file?}; a link ends before a {@code !}), up to
   * {@code end}; no further segment, dot, query or fragment.
   */
  static boolean varAfterNamespace(char[] text, int slash, int end) {
    if (slash + 1 >= end || text[slash] != '/') {
      return false;
    }
    int nameEnd = text[end - 1] == '?' ? end - 1 : end;
    for (int i = slash + 1; i < nameEnd; i++) {
      char c = text[i];
      if (!isAsciiLetterOrDigit(c) && c != '-' && c != '*') {
        return false;
      }
    }
    return nameEnd > slash + 1;
  }

  /**
   * A member of the parameter a function or a block names right before its body: an arrow
   * function's ({@code edge => edge.to}, {@code (node) => node.name}), a Ruby block's ({@code
   * |input| input.binmode.read}) or a Python lambda's ({@code lambda e: e.to}). The first label is
   * that name, after {@code =>}, {@code |} or {@code :} and a blank or none; no host is written
   * after a name and an arrow that repeats its first label.
   */
  static boolean memberOfAParameter(char[] text, TextAround around, int hostStart, int firstEnd) {
    int i = around.at(hostStart - 1) == ' ' ? hostStart - 1 : hostStart;
    char sign = around.at(i - 1);
    int nameEnd;
    if (sign == '>' && around.at(i - 2) == '=') {
      nameEnd = around.at(i - 3) == ' ' ? i - 3 : i - 2;
      if (around.at(nameEnd - 1) == ')') {
        nameEnd--; // (node) => node.name
      }
    } else if (sign == '|' || sign == ':') {
      nameEnd = i - 1;
    } else {
      return false;
    }
    int nameStart = nameEnd - (firstEnd - hostStart);
    if (!around.sameAt(nameStart, text, hostStart, firstEnd)
        || isAsciiIdentifierPart(around.at(nameStart - 1))) {
      return false;
    }
    return switch (sign) {
      // (not POD's link, whose text may end in the first label: L<mailing lists|lists.perl.org>)
      case '|' -> around.at(nameStart - 1) == '|';
      case ':' -> around.at(nameStart - 1) == ' ' && around.keywordEndsAt(nameStart - 1, "lambda");
      default -> true;
    };
  }

  /**
   * An argument after a string in a call, ended by {@code ,} or {@code )}: {@code
   * logger.debug("Overwriting account: %s", account.id)}, {@code log("error", "…: %s", req.id,
   * err)}. Prose quotes a word and lists a host after it, but seldom closes a parenthesis on it.
   */
  static boolean argumentAfterAString(TextAround around, int hostStart, int end) {
    char next = around.at(end);
    if (next != ',' && next != ')') {
      return false;
    }
    int i = around.at(hostStart - 1) == ' ' ? hostStart - 1 : hostStart;
    char quote = around.at(i - 2);
    return around.at(i - 1) == ',' && isQuote(quote);
  }

  private static final String[] CODE_WORDS = {
    "module",
    "package",
    // (a package of Debian's bug tracker named after a site: the release.debian.org pseudo-package)
    "pseudo-package",
    "pseudo package",
    "class",
    "method",
    "function",
    "attribute",
    "property",
    "parameter",
    "intrinsic",
    "decorator",
    "macro"
  };

  /**
   * Whether {@code c}, just before a token, starts it: a blank, a line break (or the text's start,
   * read as a blank), or the punctuation code puts before an operand ({@code (}, {@code [}, an
   * opening brace, {@code ,}; not {@code =}: Dovecot's {@code host=%1Mu.example.com} is a template
   * of a host).
   */
  static boolean startsAToken(char c) {
    return switch (c) {
      case ' ', '\t', '\n', '\r', '(', '[', '{', ',' -> true;
      default -> false;
    };
  }

  /**
   * Named code by the word after it, in the singular, after a space or at the next line's start:
   * {@code the java.net package}, {@code refer to cloudinit.net module}, {@code the jdk.net
   * module}, {@code the x.y attribute}, {@code the http2stream.id property}, {@code the
   * `privdrop.user.id` parameter} (and a file's, whose parameter it is: {@code the main.cf
   * parameter}), {@code the `x.y` module}, {@code the `coro.id` intrinsic} (LLVM's), {@code Added
   * rich.repr.auto decorator}, {@code the x.y macro} (not {@code npmjs.org modules are published},
   * a site's modules; not an HTML attribute, {@code class=}; not {@code namespace}, which a
   * domain's names are in too; not {@code setting}: {@code the default rbl.maps.vix.com setting} is
   * a host's; not a site's service the word starts a compound for: {@code the test.pypi.org package
   * index}), or a package of Debian's bug tracker ({@code the release.debian.org pseudo package}).
   */
  static boolean codeWordAfter(TextAround around, int end) {
    char close = around.at(end);
    if (close == '`' || isQuote(close) || close == '\u2019') {
      end++; // a code span's or a quote's end: the `x.y` module, the 'x.y' module
      if (around.at(end) == close) {
        end++; // (a wiki's verbatim: the ''zim.formats.wiki'' module)
      }
    }
    if (around.at(end) != ' ' && !around.lineBreakAt(end)) {
      return false;
    }
    for (String word : CODE_WORDS) {
      int after = end + 1 + word.length();
      char next = around.at(after);
      if (around.asciiWordAt(end + 1, word)
          && !isAsciiIdentifierPart(next)
          && next != '='
          && next != '-'
          // (not a declaration, on the next line: # ChessTempo.com, then class X(Base):)
          && !declarationAt(around, after)
          // (nor a site's: the test.pypi.org package index)
          && !siteNounAt(around, after)) {
        return true;
      }
    }
    return false;
  }

  /** A space, then a noun that makes a compound naming a site's service: {@code package index}. */
  private static boolean siteNounAt(TextAround around, int i) {
    if (around.at(i) != ' ') {
      return false;
    }
    for (String noun : SITE_NOUNS) {
      if (around.nounAt(i + 1, noun)) {
        return true;
      }
    }
    return false;
  }

  private static final String[] SITE_NOUNS = {
    "index", "repository", "repositories", "registry", "mirror"
  };

  /**
   * A declared name at {@code i}, after a declaration's keyword: a space, a name, then {@code (},
   * {@code :}, an opening brace (after a space too), {@code ;} or the line's end ({@code class
   * Game(Base):}, {@code package x;}, Ruby's {@code module Foo}).
   */
  private static boolean declarationAt(TextAround around, int i) {
    if (around.at(i) != ' ' || !isAsciiIdentifierPart(around.at(i + 1))) {
      return false;
    }
    int j = i + 1;
    while (isAsciiIdentifierPart(around.at(j))) {
      j++;
    }
    if (around.at(j) == ' ' && around.at(j + 1) == '{') {
      j++; // class X {
    }
    char c = around.at(j);
    return c == '(' || c == ':' || c == '{' || c == ';' || around.lineBreakAt(j);
  }

  /**
   * A string that ends in a dot and is joined to more by {@code +} ({@code
   * trigger("hidden.bs."+that.type)}, {@code $.Event(\"hide.bs.\" + this.type)}, its quotes escaped
   * in a string of JavaScript), or a dot then a template's placeholder ({@code
   * `mousedown.bs.${NAME}`}): the start of a dotted name code builds, an event's or a key's.
   */
  static boolean prefixOfAJoinedName(TextAround around, int end) {
    if (around.at(end) != '.') {
      return false;
    }
    int i = end + 1;
    if (around.at(i) == '$' && around.at(i + 1) == '{') {
      return true;
    }
    if (around.at(i) == '\\') {
      i++;
    }
    if (!isQuote(around.at(i))) {
      return false;
    }
    i = around.at(i + 1) == ' ' ? i + 2 : i + 1;
    return around.at(i) == '+';
  }

  /** The kinds of type javadoc names before their package: {@code title="enum in java.time"}. */
  private static final String[] TYPE_KINDS = {
    "class", "interface", "enum", "annotation", "record", "exception"
  };

  /**
   * A Java package named as a type's, as javadoc's links to other modules do ({@code title="class
   * or interface in java.net"}, {@code interface in java.io}): {@code in} and a kind of type just
   * before {@code hostStart}, one space after each.
   */
  static boolean packageOfAType(TextAround around, int hostStart) {
    int inEnd = hostStart - 1;
    return around.at(inEnd) == ' '
        && around.keywordEndsAt(inEnd, "in")
        && around.at(inEnd - 3) == ' '
        && typeKindEndsAt(around, inEnd - 3);
  }

  /**
   * A Java package or module named after its kind, or a type's, in javadoc's pages, the tags before
   * it (from {@code tagsStart}) skipped: after a space or {@code &nbsp;}, a kind of type ({@code
   * Method in class java.net.}, {@code declared in class&nbsp;java.net}), a heading's {@code
   * Package} ({@code Uses of Package javax.naming.directory}), {@code package} ({@code "h":"package
   * java.net"}, {@code Search tag in package java.net}; no link in any text read follows it), or
   * {@code module} before tags ({@code module <span>jdk.net</span>}) or a colon (a page's
   * description: {@code module: java.management, package: java.lang.management}).
   */
  static boolean packageAfterItsKind(TextAround around, int tagsStart, int hostStart) {
    int end;
    if (around.at(tagsStart - 1) == ' ') {
      end = around.at(tagsStart - 2) == ':' ? tagsStart - 2 : tagsStart - 1;
    } else if (around.sameAt(tagsStart - 6, "&nbsp;")) {
      end = tagsStart - 6;
    } else {
      return false;
    }
    // (but not Go's "module example.com" nor prose's "the module jdk.net")
    boolean named = end == tagsStart - 2 || tagsStart < hostStart;
    return typeKindEndsAt(around, end)
        || around.keywordEndsAt(end, "Package")
        || around.keywordEndsAt(end, "package")
        || (named && around.keywordEndsAt(end, "module"));
  }

  private static boolean typeKindEndsAt(TextAround around, int end) {
    for (String kind : TYPE_KINDS) {
      if (around.keywordEndsAt(end, kind)) {
        return true;
      }
    }
    return false;
  }

  /**
   * An assignment's {@code =} right after {@code end}, spaced, then a statement's {@code ;} at its
   * line's end ({@code state.next = state.codes;}).
   */
  static boolean assignmentStatementAfter(TextAround around, int end) {
    if (!around.sameAt(end, " = ")) {
      return false;
    }
    for (int i = end + 3; i < end + TextAround.AFTER; i++) {
      if (around.lineBreakAt(i) || !around.isRead(i)) {
        return around.at(i - 1) == ';';
      }
    }
    return false;
  }

  /**
   * A qualified name that goes on in a link, as javadoc's trees and indexes split it ({@code
   * java.net.<a href="URL.html">URL</a>}, older javadoc's {@code java.net.<A HREF=…>}): a full
   * stop, then the link's tag, right after the host.
   */
  static boolean qualifiedNameGoesOnInALink(TextAround around, int end) {
    return around.sameAt(end, ".<a ") || around.sameAt(end, ".<A ");
  }

  /**
   * A package or a module in javadoc's search indexes, the value of their first key, {@code p} or
   * {@code m} ({@code {"p":"java.net","c":"URL","l":"openConnection()"}}, {@code
   * {"m":"java.base","l":"java.net"}}).
   */
  static boolean javadocSearchIndexPackage(TextAround around, int hostStart) {
    int key = hostStart - 4;
    return around.sameAt(key - 2, "{\"")
        && (around.at(key) == 'p' || around.at(key) == 'm')
        && around.sameAt(key + 1, "\":\"");
  }

  /**
   * A string that is a later element of a call, a tuple or a list, the host quoted alike on both
   * sides (which the caller has seen): a {@code ,} before its opening quote (one blank between or
   * none), and {@code )}, {@code ]} or {@code ,} right after its closing quote ({@code
   * ("celestial", 1, "spherical.lat.degree")}, {@code register_function(self._ping,
   * "samp.webhub.ping")}); not before a number, a host's port ({@code pass_proxy("my_proxy", sock,
   * "irc.libera.chat", 6667)}).
   */
  static boolean laterQuotedElement(TextAround around, int hostStart, int end) {
    char close = around.at(end + 1);
    return beforeOpeningQuote(around, hostStart) == ','
        && (close == ')' || close == ']' || (close == ',' && !numberAfterComma(around, end + 1)));
  }

  /**
   * A string that is the first of two arguments or more of a call, the host quoted alike on both
   * sides (which the caller has seen): a {@code (} right after the call's name before its opening
   * quote, one blank between or none, and {@code ,} right after its closing quote (Zabbix's {@code
   * new CPartial('configuration.tags.tab', [}, {@code singleton('command.storage.link', function});
   * not before a number, a host's port ({@code connect("irc.libera.chat", 6667)}).
   */
  static boolean firstQuotedArgument(TextAround around, int hostStart, int end) {
    int open = beforeOpeningQuoteAt(around, hostStart);
    return around.at(open) == '('
        && isAsciiIdentifierPart(around.at(open - 1))
        && around.at(end + 1) == ','
        && !numberAfterComma(around, end + 1);
  }

  /**
   * What comes before the quote that opens the string a host starts, one blank between or none:
   * what a string is an element of ({@code { "key", …}}, {@code (x, "a.b.c")}).
   */
  private static char beforeOpeningQuote(TextAround around, int hostStart) {
    return around.at(beforeOpeningQuoteAt(around, hostStart));
  }

  /** Where {@link #beforeOpeningQuote} reads. */
  private static int beforeOpeningQuoteAt(TextAround around, int hostStart) {
    int quote = hostStart - 1;
    return around.at(quote - 1) == ' ' ? quote - 2 : quote - 1;
  }

  /** A digit after the comma at {@code comma}, one blank between or none: a host's port. */
  private static boolean numberAfterComma(TextAround around, int comma) {
    return isDigit(around.at(around.at(comma + 1) == ' ' ? comma + 2 : comma + 1));
  }

  /**
   * An index in brackets at {@code i}, then a member: a key in a list of sections, after the dot
   * that ends a host's look-alike ({@code lxc.net.[i].link}, the link of LXC's i-th network); a
   * footnote after a sentence's end, {@code example.com.[1]}, has no member after it.
   */
  static boolean indexThenMember(TextAround around, int i) {
    if (around.at(i) != '[') {
      return false;
    }
    int k = i + 1;
    while (k < i + LONGEST_INDEX && isAsciiIdentifierPart(around.at(k))) {
      k++;
    }
    return k > i + 1
        && around.at(k) == ']'
        && around.at(k + 1) == '.'
        && AsciiChars.isAsciiLetter(around.at(k + 2));
  }

  /**
   * A chain of calls that goes on on the next line: the host ends its line, and the next starts,
   * after blanks, with a member's call ({@code parser.hooks.call} then {@code \t.for("x")},
   * webpack's style). Not a roff request, whose name a blank follows ({@code .B name}).
   */
  static boolean chainGoesOnNextLine(TextAround around, int end) {
    int i = around.blanksAfter(end, end + TextAround.AFTER);
    if (around.at(i) == '\r') {
      i++;
    }
    if (around.at(i) != '\n') {
      return false;
    }
    int dot = around.blanksAfter(i + 1, i + TextAround.AFTER);
    if (around.at(dot) != '.') {
      return false;
    }
    int name = dot + 1;
    while (name < dot + TextAround.AFTER && isAsciiIdentifierPart(around.at(name))) {
      name++;
    }
    return name > dot + 1 && around.at(name) == '(';
  }

  /**
   * A comment giving the value an expression evaluates to, as Ruby's and Python's documentation
   * shows it after the name: blanks, {@code #}, up to one blank, then {@code =>} ({@code post.pk #
   * => 123}, {@code mail.to #=> ['a@example.org']}). Prose has no such arrow after a host.
   */
  static boolean resultCommentAfter(TextAround around, int end) {
    int i = around.blanksAfter(end, end + 8);
    if (around.at(i) != '#') {
      return false;
    }
    int arrow = around.at(i + 1) == ' ' ? i + 2 : i + 1;
    return around.at(arrow) == '=' && around.at(arrow + 1) == '>';
  }

  /**
   * A subscript in brackets right after the name, on its line, then code: an assignment to an
   * element ({@code rho.np[mask] = rho_thresh}, {@code Ul.np[:] *= v}), a member or a call ({@code
   * self.data[key].older}, {@code t.style[e](x)}); or a string as the subscript, a key (slixmpp's
   * {@code exn.iq['error']}, Zabbix's item keys' parameters, {@code oracle.user.info["{$DSN}"]}). A
   * host's bracket is an address or a note ({@code example.com[192.0.2.1]: 550}, {@code
   * sdaoden.eu[3] (use}, {@code ncacn_np:samba.example.com[samr]}), which no string starts and no
   * assignment, member or call follows.
   */
  static boolean subscriptThenCode(TextAround around, int end) {
    if (around.at(end) != '[') {
      return false;
    }
    if (isQuote(around.at(end + 1))) {
      return true;
    }
    int depth = 0;
    int limit = end + TextAround.AFTER;
    int i = end;
    for (; i < limit; i++) {
      char c = around.at(i);
      if (c == '[') {
        depth++;
      } else if (c == ']' && --depth == 0) {
        break;
      } else if (around.lineBreakAt(i)) {
        return false;
      }
    }
    if (i == limit) {
      return false;
    }
    char next = around.at(i + 1);
    if (next == '('
        || (next == '.'
            && (AsciiChars.isAsciiLower(around.at(i + 2)) || around.at(i + 2) == '_'))) {
      return true;
    }
    int operator = around.blanksAfter(i + 1, i + 3);
    char c = around.at(operator);
    char then = around.at(operator + 1);
    return (c == '=' && then != '=') || (then == '=' && "+-*/%|&^".indexOf(c) >= 0);
  }

  /** The most chars read of an index between brackets: {@code [i]}, {@code [name]}. */
  private static final int LONGEST_INDEX = 16;

  /**
   * An operand among numbers written in hexadecimal, which code and data tables write and prose
   * does not: one just before it (past blanks and a closing parenthesis), and after it another or
   * an {@code =} alone (m17n's font layout tables: {@code ((0x0F73) bc.tc 0x0F71 tc.bc 0x0F72)},
   * {@code ((0x0F19) bc.tc =)}; an address hidden as {@code (jane 0x40 example.com)} stays).
   */
  static boolean amongHexNumbers(TextAround around, int hostStart, int end) {
    int i = around.blanksBefore(hostStart, hostStart - BLANKS_BETWEEN_NUMBERS);
    if (i == hostStart) {
      return false;
    }
    if (around.at(i - 1) == ')') {
      i--;
    }
    if (!hexNumberEndsAt(around, i)) {
      return false;
    }
    int j = around.blanksAfter(end, end + BLANKS_BETWEEN_NUMBERS);
    if (j == end) {
      return false;
    }
    char next = around.at(j + 1);
    return hexNumberAt(around, j) || (around.at(j) == '=' && (next == ')' || isBlank(next)));
  }

  /**
   * After a string or a parenthesis and a blank, blanks and a lone {@code =} that closes a
   * parenthesis: a rule of m17n's font layout tables ({@code ("b" bl.tc =)}); not a smiley after a
   * word ({@code see example.com =)}).
   */
  static boolean beforeClosingEquals(TextAround around, int hostStart, int end) {
    char opened = around.at(hostStart - 2);
    if (!isBlank(around.at(hostStart - 1)) || (opened != '"' && opened != ')')) {
      return false;
    }
    int j = around.blanksAfter(end, end + BLANKS_BETWEEN_NUMBERS);
    return j > end && around.at(j) == '=' && around.at(j + 1) == ')';
  }

  /** The most blanks read between numbers of a table: {@code (0x0952) bc.tc 0x2D}. */
  private static final int BLANKS_BETWEEN_NUMBERS = 8;

  /** The most hexadecimal digits read of a number after its {@code 0x}: a 64-bit value's. */
  private static final int LONGEST_HEX_NUMBER = 16;

  /** {@code 0x} and hexadecimal digits, a whole word, just before {@code i}. */
  private static boolean hexNumberEndsAt(TextAround around, int i) {
    int k = i;
    while (k > i - LONGEST_HEX_NUMBER && AsciiChars.isHexDigit(around.at(k - 1))) {
      k--;
    }
    return k < i
        && (around.at(k - 1) | 0x20) == 'x'
        && around.at(k - 2) == '0'
        && !isAsciiIdentifierPart(around.at(k - 3));
  }

  /** {@code 0x} and hexadecimal digits, a whole word, at {@code i}. */
  private static boolean hexNumberAt(TextAround around, int i) {
    if (around.at(i) != '0'
        || (around.at(i + 1) | 0x20) != 'x'
        || !AsciiChars.isHexDigit(around.at(i + 2))) {
      return false;
    }
    int k = i + 2;
    while (k < i + LONGEST_HEX_NUMBER && AsciiChars.isHexDigit(around.at(k))) {
      k++;
    }
    return !isAsciiIdentifierPart(around.at(k));
  }

  /**
   * An operand of a condition by its keywords: negated in parentheses, more of the condition or a
   * block after ({@code or (not res.version.id) then}), or tested for membership in a literal after
   * a condition's keyword, {@code if}, {@code elif}, {@code while}, {@code for} or {@code switch}
   * ({@code if comp.id in {'msvc', 'clang-cl'}:}, {@code if x.y not in [}).
   */
  static boolean conditionOperand(TextAround around, int hostStart, int end) {
    if (around.at(end) == ')'
        && around.at(hostStart - 1) == ' '
        && around.keywordEndsAt(hostStart - 1, "not")
        && around.at(hostStart - 5) == '('
        // then more of the condition (prose says "use example.org (not example.com) here")
        && (around.sameAt(end + 1, " then")
            || around.sameAt(end + 1, " and ")
            || around.sameAt(end + 1, " or ")
            || around.at(end + 1) == ':'
            || closesCode(around, end))) {
      return true;
    }
    if (!conditionKeywordBefore(around, hostStart - 1)) {
      return false;
    }
    int i = around.sameAt(end, " not in ") ? end + 8 : around.sameAt(end, " in ") ? end + 4 : -1;
    if (i < 0) {
      return false;
    }
    char open = around.at(i);
    return open == '{' || open == '[' || open == '(';
  }

  private static final String[] CONDITION_KEYWORDS = {"if", "elif", "while", "for", "switch"};

  /** One of the keywords a parenthesised condition follows, ending just before {@code space}. */
  private static boolean conditionKeywordBefore(TextAround around, int space) {
    for (String keyword : CONDITION_KEYWORDS) {
      int start = space - keyword.length();
      if (around.asciiWordAt(start, keyword) && !isAsciiIdentifierPart(around.at(start - 1))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A {@code ))} at {@code end} whose first closes a parenthesis no call opened, prose's, with a
   * blank before it ({@code (happened before (gmx, web.de))}; not {@code f(g(x.y))}). Unknown, and
   * so no prose's, if its opening is on an earlier line or too far before the host.
   */
  private static boolean closesProseParenthesis(TextAround around, int hostStart, int end) {
    if (around.at(end) != ')' || around.at(end + 1) != ')') {
      return false;
    }
    int depth = 0;
    for (int i = hostStart - 1; i > hostStart - TextAround.BEFORE; i--) {
      char c = around.at(i);
      if (around.lineBreakAt(i)) {
        return false;
      } else if (c == ')') {
        depth++;
      } else if (c == '(' && depth-- == 0) {
        char opener = around.at(i - 1);
        return opener == ' ' || opener == '\t';
      }
    }
    return false;
  }

  /**
   * A {@code )} or {@code ]} at {@code i} that closes code: then (a space allowed) {@code ;}, an
   * opening brace, another of the same, {@code &&}, {@code ||}, or a member ({@code ).x}).
   */
  private static boolean closesCode(TextAround around, int i) {
    char close = around.at(i);
    if (close != ')' && close != ']') {
      return false;
    }
    int j = around.at(i + 1) == ' ' ? i + 2 : i + 1;
    char next = around.at(j);
    char nextThat = around.at(j + 1);
    return next == ';'
        || next == '{'
        || (j == i + 1 && next == close) // f(g(x.y)), a[b[x.y]]; not prose's [host]).
        || (next == '&' && nextThat == '&')
        || (next == '|' && nextThat == '|')
        || (j == i + 1 && next == '.' && Character.isLetter(nextThat));
  }

  /**
   * The start of a line, but for indentation and HTML tags ({@code tagsStart}: where the tags right
   * before the host begin, or the host's start) and a comment's {@code #} or {@code ;} or a
   * pattern's {@code *} right before the host, or the word {@code set}, before an assignment's
   * {@code =} or {@code +=} (spaces allowed; not {@code ==} nor {@code =>}, nor a realm or an IPv4
   * address after it); or, at a statement's start, before R's {@code <-}.
   */
  private static boolean assignmentTarget(
      TextAround around, int tagsStart, int hostStart, int end) {
    char marker = around.at(hostStart - 1);
    // (in HTML, after the tags a line starts with: <pre class="programlisting">lxc.uts.name = x; a
    // setting commented out, a pattern of keys: #border.bg=#BD93F9, *list.bg = hotpink; the key a
    // command sets: set mime.type.class.name = "handler")
    boolean lineStart =
        around.lineStartsBefore(tagsStart)
            || ((marker == '#' || marker == ';' || marker == '*')
                && around.lineStartsBefore(hostStart - 1))
            || around.wordBefore(hostStart, "set")
            // or a code span's: `metadata.jupyter.foo = "bar"`, <code>x.y.z = 1</code>
            || marker == '`'
            || MarkupEvidence.inCodeElement(around, tagsStart, hostStart);
    int j = end;
    while (j < end + 2 && around.at(j) == ' ') {
      j++;
    }
    // R's assignment, also after another statement on its line (y <- 1; y.at <- seq(100, 600))
    if (j > end && around.at(j) == '<' && around.at(j + 1) == '-' && around.at(j + 2) == ' ') {
      return lineStart || (marker == ' ' && around.at(hostStart - 2) == ';');
    }
    if (!lineStart) {
      return false;
    }
    if (around.at(j) == '+') {
      j++;
    }
    int value = around.at(j + 1) == ' ' ? j + 2 : j + 1;
    return around.at(j) == '='
        && around.at(j + 1) != '='
        && around.at(j + 1) != '>'
        && !realmAt(around, value)
        && AddressEvidence.dottedQuadEnd(around, value) == AddressEvidence.NO_QUAD
        && !bracketedIpv6At(around, value);
  }

  /**
   * An IPv6 address in brackets at {@code i}, hexadecimal digits and colons, at least two ({@code
   * [2001:db8::1]}): a server's address given to its name ({@code ns1.example.com=[2001:db8::1]},
   * DNSViz's option), which no code assigns.
   */
  private static boolean bracketedIpv6At(TextAround around, int i) {
    if (around.at(i) != '[') {
      return false;
    }
    int colons = 0;
    int j = i + 1;
    while (j < i + 41 && (isHexDigit(around.at(j)) || around.at(j) == ':')) {
      colons += around.at(j) == ':' ? 1 : 0;
      j++;
    }
    return colons >= 2 && around.at(j) == ']';
  }

  /**
   * A Kerberos realm at {@code i}: a dotted name in capitals ({@code ATHENA.MIT.EDU}), to which
   * krb5.conf's {@code [domain_realm]} maps a domain ({@code mit.edu = ATHENA.MIT.EDU}).
   */
  private static boolean realmAt(TextAround around, int i) {
    int start = i;
    boolean dot = false;
    boolean letter = false;
    for (char c = around.at(i); i < start + TextAround.AFTER; c = around.at(++i)) {
      if (c == '.' && i > start) {
        dot = true;
      } else if (c >= 'A' && c <= 'Z') {
        letter = true;
      } else if (!isDigit(c) && c != '-') {
        break;
      }
    }
    return dot && letter && around.at(i - 1) != '.' && !isAsciiIdentifierPart(around.at(i));
  }

  /**
   * The value of a quoted key, unquoted, that ends an entry of a table in code ({@code "<":
   * operator.lt,}, {@code '!=': operator.ne}}): a name code refers to, where JSON quotes its values
   * and YAML's blocks end them at the line's end.
   */
  static boolean quotedKeysValue(TextAround around, int hostStart, int end) {
    char after = around.at(end);
    if (after != ',' && after != '}') {
      return false;
    }
    int i = around.at(hostStart - 1) == ' ' ? hostStart - 1 : hostStart;
    if (around.at(i - 1) != ':') {
      return false;
    }
    return isQuote(around.at(i - 2))
        && openingQuoteBefore(around, i - 2, hostStart - TextAround.BEFORE) >= 0;
  }

  /**
   * The opening quote of the quoted word whose closing quote is at {@code closeQuote}: the same
   * quote earlier on the same line, no further back than {@code floor}, a char or more between; -1
   * if none.
   */
  private static int openingQuoteBefore(TextAround around, int closeQuote, int floor) {
    char quote = around.at(closeQuote);
    int i = closeQuote - 1;
    while (i > floor && around.at(i) != quote) {
      if (around.lineBreakAt(i)) {
        return -1;
      }
      i--;
    }
    return around.at(i) == quote && i < closeQuote - 1 ? i : -1;
  }

  /**
   * Quoted as the value of a pair, after {@code :} and a quoted key or after Perl's {@code =>}: a
   * dictionary's or a hash's value ({@code 'fld': 'pantheon.io'}, {@code 'tld': u'kawasaki.jp'},
   * {@code 'srvname' => 'myvhost.fr'}, {@code srvname => 'myvhost.fr'}), which a table names a
   * thing by, where a table of strings keys them ({@code { "key.cu", "Currency" }}); not one whose
   * last label is the key, a member's name ({@code "tz": "dtype.tz"}).
   */
  static boolean quotedValueOfAPair(
      char[] text, TextAround around, int hostStart, int lastStart, int hostEnd) {
    if (!isQuote(around.at(hostStart - 1))) {
      return false;
    }
    int i = around.afterSpacesBefore(stringPrefixStart(around, hostStart - 1));
    boolean fatComma = around.fatCommaBefore(i);
    if (!fatComma && around.at(i - 1) != ':') {
      return false;
    }
    int keyEnd = around.afterSpacesBefore(i - (fatComma ? 2 : 1));
    int keyStart;
    if (isQuote(around.at(keyEnd - 1))) {
      keyEnd--;
      keyStart = openingQuoteBefore(around, keyEnd, hostStart - TextAround.BEFORE) + 1;
      if (keyStart == 0) {
        return false;
      }
    } else {
      keyStart = keyEnd;
      while (keyStart > hostStart - TextAround.BEFORE
          && isAsciiIdentifierPart(around.at(keyStart - 1))) {
        keyStart--;
      }
      if (!fatComma || keyStart == keyEnd) {
        return false;
      }
    }
    return !(keyEnd - keyStart == hostEnd - lastStart
        && around.sameAtInAnyCase(keyStart, text, lastStart, hostEnd));
  }

  /**
   * Where the string whose opening quote is at {@code quote} starts: at Python's prefix of one
   * letter, if one is there ({@code u'kawasaki.jp'}, {@code b"x"}, {@code r'x'}), else at the
   * quote.
   */
  private static int stringPrefixStart(TextAround around, int quote) {
    char prefix = around.at(quote - 1);
    return "uUbBrR".indexOf(prefix) >= 0 && !isAsciiIdentifierPart(around.at(quote - 2))
        ? quote - 1
        : quote;
  }

  /**
   * The value of a variable or a key named after the member it takes, as code copies a member: a
   * name whose last word is the host's last label (the whole name, or after {@code _}, or a
   * camelCase word), then {@code =} or {@code :} ({@code parent_id = subfolder.id}, {@code u'id':
   * file.id}, {@code "name": statement.table.name}, {@code author=stmt.excluded.author}, {@code {
   * class_name: o.class.name }}); not a comparison ({@code a.id == b.id}, {@code x <= n.id}), nor a
   * scope ({@code survival::survexp.us}).
   */
  static boolean namedAfterItsMember(TextAround around, int hostStart, String lowerTld) {
    int i = around.afterSpacesBefore(hostStart);
    char op = around.at(i - 1);
    if (op != '=' && op != ':') {
      return false;
    }
    // (a comparison's or a scope's operator, == <= ::, is no name's last letter)
    int keyEnd = around.afterSpacesBefore(i - 1);
    if (isQuote(around.at(keyEnd - 1))) {
      keyEnd--;
    }
    int start = keyEnd - lowerTld.length();
    if (!around.asciiWordAt(start, lowerTld)) {
      return false;
    }
    char first = around.at(start);
    char previous = around.at(start - 1);
    return !isAsciiIdentifierPart(previous)
        || previous == '_'
        || (first >= 'A' && first <= 'Z' && previous >= 'a' && previous <= 'z'); // parentId
  }

  /**
   * The value of an assignment statement in code, spaced as code spaces it: {@code x = message.id;}
   * (not a comparison, {@code a <= b.id;}, nor a shell's {@code HOST=example.com;}).
   */
  static boolean assignedBefore(TextAround around, int hostStart) {
    return around.at(hostStart - 1) == ' '
        && around.at(hostStart - 2) == '='
        && around.at(hostStart - 3) == ' ';
  }

  /**
   * Interpolated in a template: {@code ${source.id}}, {@code #{x.to}}, Mustache's, Jinja's and
   * Handlebars' {@code {{ user.id }}}, or the Template Toolkit's {@code [% user.name %]}.
   */
  static boolean interpolated(TextAround around, int hostStart) {
    int i = hostStart;
    while (i > hostStart - 2 && around.at(i - 1) == ' ') {
      i--;
    }
    char open = around.at(i - 2);
    char last = around.at(i - 1);
    return (last == '{' && (open == '{' || ((open == '$' || open == '#') && i == hostStart)))
        || (last == '%' && open == '[');
  }

  /**
   * A field interpolated with a conversion, a {@code !} and letters, between brackets or braces:
   * Ren'Py's text, {@code [project.current.name!q]}, Python's format strings, {@code
   * {self.name!r}}. No host is followed by {@code !} then a letter and the bracket's end.
   */
  static boolean interpolatedWithConversion(TextAround around, int hostStart, int end) {
    char open = around.at(hostStart - 1);
    if ((open != '[' && open != '{') || around.at(end) != '!') {
      return false;
    }
    char close = open == '[' ? ']' : '}';
    int i = end + 1;
    while (i < end + 1 + LONGEST_CONVERSION && AsciiChars.isAsciiLower(around.at(i))) {
      i++;
    }
    return i > end + 1 && around.at(i) == close;
  }

  /** Ren'Py's conversions may be combined: {@code !cl}, {@code !qt}. */
  private static final int LONGEST_CONVERSION = 4;

  /**
   * A replacement field of a Python f-string, the name alone between braces in a string whose quote
   * follows an {@code f} ({@code f'cast to image dtype {arr.dtype.name}'}, {@code rf"{x.y}"}): the
   * string's nearest quote before the brace, on its line, is the f-string's opening one.
   */
  static boolean fStringField(TextAround around, int hostStart, int end) {
    if (around.at(hostStart - 1) != '{' || around.at(end) != '}') {
      return false;
    }
    for (int i = hostStart - 2; i > hostStart - TextAround.BEFORE; i--) {
      char c = around.at(i);
      if (around.lineBreakAt(i)) {
        return false;
      }
      if (c == '\'' || c == '"') {
        int prefix = i - 1;
        if ((around.at(prefix) | 0x20) == 'r') {
          prefix--; // rf'…'
        }
        if ((around.at(prefix) | 0x20) != 'f') {
          return false;
        }
        if ((around.at(prefix - 1) | 0x20) == 'r') {
          prefix--; // fr'…'
        }
        return !isAsciiIdentifierPart(around.at(prefix - 1));
      }
    }
    return false;
  }

  /**
   * An operand of {@code =} whose other operand is a dotted name with {@code _} in its last label,
   * which no host has: a column of a table ({@code ON p.author_id = u.id}, {@code WHERE
   * employees.id = accounts.sales_person}) or a member.
   */
  static boolean besideAColumn(TextAround around, int hostStart, int end) {
    if (around.at(end) == ' ' && around.at(end + 1) == '=' && around.at(end + 2) == ' ') {
      int i = end + 3;
      int limit = end + TextAround.AFTER;
      boolean dot = false;
      boolean underscore = false;
      for (char c; i < limit && (isAsciiIdentifierPart(c = around.at(i)) || c == '.'); i++) {
        if (c == '.') {
          dot = true;
          underscore = false;
        } else if (c == '_') {
          underscore = true;
        }
      }
      if (dot && underscore && i < limit) {
        return true;
      }
    }
    if (around.at(hostStart - 1) == ' '
        && around.at(hostStart - 2) == '='
        && around.at(hostStart - 3) == ' ') {
      int floor = hostStart - TextAround.BEFORE;
      boolean underscore = false;
      for (int i = hostStart - 4; i > floor; i--) {
        char c = around.at(i);
        if (c == '.') {
          return underscore && isAsciiIdentifierPart(around.at(i - 1));
        }
        if (!isAsciiIdentifierPart(c)) {
          return false;
        }
        underscore |= c == '_';
      }
    }
    return false;
  }

  /**
   * An argument of a call, or an item of a list inside one, after other bare names: back from the
   * host over names and their {@code ,} or {@code , } to a {@code (} or {@code [} that a name or a
   * bracket opens ({@code assert_raises(ValueError, np.modf.at, x)}, {@code sta.append([a, b,
   * var.dtype.name,}), and ended by {@code ,}, {@code )} or {@code ]}. Prose opens its lists after
   * a space ({@code (ftp.gnu.org, example.org)}); Perl's {@code qw(} lists words; a macro's
   * arguments are values.
   */
  static boolean laterArgument(TextAround around, int hostStart, int end) {
    char after = around.at(end);
    if (after != ',' && after != ')' && after != ']') {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart;
    int names = 0;
    while (i > floor + 2) {
      if (around.at(i - 1) == ' ' && around.at(i - 2) == ',') {
        i -= 2;
      } else if (around.at(i - 1) == ',') {
        i--;
      } else {
        break;
      }
      int nameEnd = i;
      while (i > floor + 2
          && (isAsciiIdentifierPart(around.at(i - 1)) || around.at(i - 1) == '.')) {
        i--;
      }
      if (i == nameEnd) {
        return false;
      }
      names++;
    }
    char bracket = around.at(i - 1);
    char opener = around.at(i - 2);
    return names > 0
        && (bracket == '(' || bracket == '[')
        && ((isAsciiIdentifierPart(opener)
                && !LanguageEvidence.qwBefore(around, i - 1)
                && !LanguageEvidence.macroBefore(around, i - 1, floor))
            || opener == '('
            || opener == '[');
  }

  /**
   * A class's or module's member in a Markdown code span or an HTML code element: a first label in
   * capitals and small letters ({@code `Time.at`}, {@code <code>Object.is</code>}), with no path
   * but an arity ({@code `ExUnit.run/1`}, Elixir's and Erlang's name of a function). Called for two
   * labels outside RFC 1591's generic TLDs, whose hosts code spans hold (`GitHub.com`).
   */
  static boolean memberInCodeSpan(
      char[] text, TextAround around, int hostStart, int firstEnd, int hostAndPortEnd, int end) {
    if (!Character.isUpperCase(text[hostStart]) || !HostShape.hasLower(text, hostStart, firstEnd)) {
      return false;
    }
    int spanEnd = end;
    if (hostAndPortEnd < end) { // an arity: /1, or /1` with the span's end taken into the link
      int i = hostAndPortEnd + 1;
      if (text[hostAndPortEnd] != '/' || i == end || !isDigit(text[i])) {
        return false;
      }
      while (i < end && isDigit(text[i])) {
        i++;
      }
      if (i < end && (i + 1 != end || text[i] != '`')) {
        return false;
      }
      spanEnd = i;
    }
    return (around.at(hostStart - 1) == '`' && around.at(spanEnd) == '`')
        || (around.asciiWordAt(hostStart - 6, "<code>") && around.asciiWordAt(spanEnd, "</code>"));
  }

  /**
   * A replacement field of a format string: one that names an argument by its number ({@code
   * '{0.name}[{0.request.id}]'.format(self)}, {@code {0.id!r}}, {@code {1.day:02d}}, whose format
   * spec UTS #58 reads as a port: a first label of digits alone, in braces; not a host in braces,
   * {@code {1wt.eu}}), one with a width and a type for its format spec ({@code {opt.name:25s}}; not
   * a host's port in braces, {@code {some.host:1234}}), or one right beside a field that names an
   * identifier ({@code {fmt.fg.red}{bell_symbol}}, {@code {fmt.fg.tab}{title}}; not Exim's
   * expansion of a variable, {@code {$domain}{example.com}}). {@code hostEnd}: the host's end,
   * before any port.
   */
  static boolean formatField(
      char[] text, TextAround around, int hostStart, int firstEnd, int hostEnd) {
    char close = around.at(hostEnd);
    if (around.at(hostStart - 1) != '{' || (close != '}' && close != '!' && close != ':')) {
      return false;
    }
    boolean argumentsNumber = true;
    for (int i = hostStart; i < firstEnd && argumentsNumber; i++) {
      argumentsNumber = isDigit(text[i]);
    }
    return argumentsNumber
        || (close == ':' && widthAndTypeAt(around, hostEnd + 1))
        || (close == '}'
            && (identifierFieldAt(around, hostStart - 2, -1)
                || identifierFieldAt(around, hostEnd + 1, 1)));
  }

  /** A format spec's width and type at {@code i}, and the field's end: {@code 25s}}. */
  private static boolean widthAndTypeAt(TextAround around, int i) {
    int j = i;
    while (isDigit(around.at(j)) && j < i + 3) {
      j++;
    }
    return j > i && isAsciiLetter(around.at(j)) && around.at(j + 1) == '}';
  }

  /**
   * A field {@code {name}} that names an identifier, its brace at {@code i}: the closing one, read
   * back ({@code step} -1), or the opening one, read on ({@code step} 1).
   */
  private static boolean identifierFieldAt(TextAround around, int i, int step) {
    if (around.at(i) != (step < 0 ? '}' : '{')) {
      return false;
    }
    int j = i + step;
    while (isIdentifierChar(around.at(j)) && Math.abs(j - i) < MAX_FIELD) {
      j += step;
    }
    return j != i + step && around.at(j) == (step < 0 ? '{' : '}');
  }

  /** The longest name of a field beside another that this reads. */
  private static final int MAX_FIELD = 32;

  /** A char of an identifier as a format string's field names one: no {@code $} of a variable. */
  private static boolean isIdentifierChar(char c) {
    return isAsciiLetterOrDigit(c) || c == '_';
  }

  /**
   * The values a name is given that no host is: truth values and nothing, as languages write them.
   */
  private static final String[] TRUTH_VALUES = {
    "TRUE", "FALSE", "True", "False", "true", "false", "NULL", "None", "null", "nil", "NA"
  };

  /**
   * Given a truth value or nothing by {@code =} right after it: an argument's or a setting's name
   * ({@code split(dt, keep.by = FALSE)}, {@code as.is = TRUE}), which no host is (a quoted key,
   * {@code "example.com" = true}, is not right before the {@code =}).
   */
  static boolean givenATruthValue(TextAround around, int end) {
    int i = valueAssignedAfter(around, end);
    if (i < 0) {
      return false;
    }
    for (String value : TRUTH_VALUES) {
      if (around.sameAt(i, value)
          && !isAsciiIdentifierPart(around.at(i + value.length()))
          && around.at(i + value.length()) != '.') {
        return true;
      }
    }
    return false;
  }

  /**
   * A key that {@code =} right after it gives what only code gives a setting: a number that no dot
   * continues ({@code rd.dm=0}; a DNS list's {@code zen.spamhaus.org=127.0.0.10} is a host), a
   * placeholder of printf or the shell ({@code rd.lvm.lv=%s}, {@code rd.nvmf.discover=$trtype}), a
   * quoted value ({@code <tagletArtifact combine.id="…">}), a choice in braces ({@code
   * size.pr={<integer>|noEstimate|unlimited}}, slapd's limits) or nothing before a {@code )}
   * ({@code $(getargs rd.driver.post=)}).
   */
  static boolean givenACodeValue(TextAround around, int end) {
    if (around.at(end) != '=') {
      return false;
    }
    char value = around.at(end + 1);
    if (isDigit(value)) {
      int i = end + 2;
      while (isDigit(around.at(i))) {
        i++;
      }
      return around.at(i) != '.';
    }
    return value == '%' || value == '$' || isQuote(value) || value == ')' || value == '{';
  }

  /**
   * The right operand of {@code +}, {@code *} or {@code %}, or of Lua's {@code ..}, in an
   * expression that a statement's or a line's end, a bracket, a comma or, right after it, another
   * {@code +} closes: {@code a.href = "#" + entry.element.id;}, {@code f("x" .. obj.name)}, {@code
   * '"'+e.id+'"'}, Astropy's {@code {"a": 5 * u.cm}} and {@code q = np.array(x) * u.kg}, or a
   * line's end after a number times it ({@code v = 20*u.km}); or in parentheses of its own ({@code
   * 70 * (u.km)}), or first in a tuple that a string's {@code %} formats ({@code "%s %i" %
   * (record.id, len(record))}). Prose puts no host after these.
   */
  static boolean operandOfArithmetic(TextAround around, int hostStart, int end) {
    // (in parentheses of its own: 70 * (u.km/u.s/u.Mpc))
    int operand = around.at(hostStart - 1) == '(' ? hostStart - 1 : hostStart;
    int i = around.at(operand - 1) == ' ' ? operand - 1 : operand;
    char operator = around.at(i - 1);
    boolean arithmetic =
        operator == '+'
            || operator == '*'
            || operator == '%'
            || (operator == '.' && around.at(i - 2) == '.');
    if (!arithmetic || (i == operand && operator == '.')) {
      return false;
    }
    // a binary operator, after an operand: not a list's bullet (* salsa.debian.org;), nor C++
    // (a number's point: 100.*u.km)
    int k = operator == '.' ? i - 2 : i - 1;
    char left = around.at(k - 1) == ' ' ? around.at(k - 2) : around.at(k - 1);
    boolean number = isDigit(left) || (left == '.' && isDigit(around.at(k - 2)));
    if (!number && !isAsciiIdentifierPart(left) && "\"')]".indexOf(left) < 0) {
      return false;
    }
    char after = around.at(end);
    if (operand < hostStart) {
      // (or the first of a tuple that formats a string: "%s %i" % (record.id, len(record)))
      return after == ')' || (after == ',' && operator == '%' && isQuote(left));
    }
    // (or a concatenation's middle operand: '"' + e.id + '"'; a line's end ends Python's, after an
    // operator a blank stands on either side of: not a pattern's .adult*finder.com, IRC's +irc.x)
    return after == ';'
        || after == ')'
        || after == ']'
        || after == '}'
        || after == ','
        || after == '+'
        || (i < hostStart && around.at(i - 2) == ' ' && around.lineBreakAt(end))
        || (operator == '*' && number && around.lineBreakAt(end));
  }

  /**
   * A path {@code text[hostAndPortEnd, end)} that divides by members of the namespace the host's
   * first label {@code text[hostStart, firstEnd)} names, or by numbers: a quotient in code,
   * Astropy's units ({@code u.km/u.s}, {@code u.km/u.s/u.Mpc}), {@code insets.top/2}; not a link's
   * path, which a file may end that starts as its host does ({@code apt.llvm.org/apt.key}), so only
   * as an operand of arithmetic.
   */
  static boolean quotientPath(
      char[] text, int hostStart, int firstEnd, int hostAndPortEnd, int end) {
    int first = firstEnd - hostStart;
    int i = hostAndPortEnd;
    while (i < end) {
      if (text[i] != '/' || i + 1 == end) {
        return false;
      }
      int segment = i + 1;
      int next = segment;
      while (next < end && text[next] != '/') {
        next++;
      }
      boolean number = true;
      for (int j = segment; j < next && number; j++) {
        number = isDigit(text[j]);
      }
      boolean member =
          next - segment > first + 1
              && text[segment + first] == '.'
              && Arrays.equals(text, segment, segment + first, text, hostStart, firstEnd);
      if (!number && !member) {
        return false;
      }
      i = next;
    }
    return true;
  }

  /**
   * An item's key in a formula after {@code //} (the host {@code text[hostStart, end)} has no port
   * or path), with its parameters right after it or as a call's argument: Zabbix's {@code
   * last(//vm.memory.total[hrStorageSize.Memory])}, {@code last(//vm.memory.free)}; not CSS's
   * {@code url(//fonts.example.com)}, a link's.
   */
  static boolean itemKeyInAFormula(TextAround around, int hostStart, int end) {
    char after = around.at(end);
    return after == '['
        || (after == ')'
            && around.at(hostStart - 3) == '('
            && isAsciiIdentifierPart(around.at(hostStart - 4))
            && !around.keywordEndsAt(hostStart - 3, "url"));
  }

  /**
   * A quotient of two variables' members, each variable named by one letter as minified code names
   * them: {@code text[hostStart, end)} is {@code e.delta/o.year}.
   */
  static boolean quotientOfOneLetterVariables(
      char[] text, int hostStart, int firstEnd, int hostAndPortEnd, int end) {
    int member = hostAndPortEnd + 3;
    if (firstEnd - hostStart != 1
        || member >= end
        || text[hostAndPortEnd] != '/'
        || !isAsciiLetter(text[hostAndPortEnd + 1])
        || text[hostAndPortEnd + 2] != '.') {
      return false;
    }
    for (int i = member; i < end; i++) {
      if (!isAsciiLetterOrDigit(text[i])) {
        return false;
      }
    }
    return true;
  }

  /**
   * A page and a query right after it whose last value code appends, quoted, then {@code +} ({@code
   * 'incident.do?sys_id=' + response.sys_id}; a quote doubled too, as YAML and SQL escape it:
   * {@code ''index.pl?Action=Zoom;TicketID='' + ticket_id}): a reference relative to a site that a
   * variable names.
   */
  static boolean queryCodeCompletes(
      char[] text, TextAround around, int hostStart, int hostAndPortEnd, int end) {
    char quote = around.at(hostStart - 1);
    if (text[hostAndPortEnd] != '?'
        || text[end - 1] != '='
        || !isQuote(quote)
        || around.at(end) != quote) {
      return false;
    }
    int i = end + 1;
    if (around.at(i) == quote) {
      i++;
    }
    // (what is not read is a space too: no further than the context after a link)
    return around.at(around.blanksAfter(i, end + TextAround.AFTER)) == '+';
  }

  /**
   * A fragment that names a method, {@code ()} after it: a reference in documentation or code
   * ({@code Memory.Store#get()}, {@code
   * java.management/x.ManagementFactory#getPlatformMBeanServer()}).
   */
  static boolean methodReference(char[] text, int hostAndPortEnd, int end) {
    if (hostAndPortEnd >= end || text[end - 1] == '#') {
      return false;
    }
    int hash = -1;
    for (int i = hostAndPortEnd; i < end; i++) {
      if (text[i] == '#') {
        hash = i;
        break;
      }
    }
    return hash >= 0 && end - hash > 3 && text[end - 2] == '(' && text[end - 1] == ')';
  }

  /**
   * The key of a pair in a table of code, quoted after <code>&#123;</code> and followed by a comma:
   * {@code { "signature.algorithm.name", "Signaturalgorithmusname" }}, {@code { "type.nu.arab", …
   * }} (a Java resource bundle's), or by a colon, a dict's first key ({@code {'raw.input.map':
   * {…}}}, CherryPy's configuration) or one that starts its line, its value no table (Rich's {@code
   * "progress.filesize.total": Style(…)}; not gallery-dl's <code>"nitter.kavin.rocks": &#123;
   * </code>); or quoted before PHP's or Perl's {@code =>}, blanks between (SimpleSAMLphp's {@code
   * 'trusted.url.domains' => [],} {@code 'session.cookie.name' => 'x'}).
   */
  static boolean quotedTableKey(TextAround around, int hostStart, int end) {
    char quote = around.at(hostStart - 1);
    if (!isQuote(quote) || around.at(end) != quote) {
      return false;
    }
    int arrow = around.blanksAfter(end + 1, end + 1 + BLANKS_BEFORE_ARROW);
    if (around.at(arrow) == '=' && around.at(arrow + 1) == '>') {
      return true;
    }
    return (around.at(end + 1) == ',' || around.at(end + 1) == ':')
        && (beforeOpeningQuote(around, hostStart) == '{'
            // (or a later key of a dict written a pair per line: "progress.filesize.total": …;
            // not one whose value is a table, a site's settings: "nitter.kavin.rocks": {)
            || (around.at(end + 1) == ':'
                && around.lineStartsBefore(hostStart - 1)
                && around.at(around.blanksAfter(end + 2, end + 2 + BLANKS_BEFORE_ARROW)) != '{'));
  }

  /** The most blanks read between a table's key and its {@code =>}, aligned in columns. */
  private static final int BLANKS_BEFORE_ARROW = 24;

  private static boolean isEquality(char first, char second) {
    return (first == '=' || first == '!' || first == '~' || first == '<' || first == '>')
        && second == '=';
  }

  /**
   * Whether the host's last label, from {@code from} on, is the label {@code [labelStart,
   * labelEnd)}, both read around.
   */
  private static boolean sameLabel(TextAround around, int from, int labelStart, int labelEnd) {
    int length = labelEnd - labelStart;
    if (isAsciiLetterOrDigit(around.at(from + length))) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (around.at(from + i) != around.at(labelStart + i)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A neighbour within the context read with the same labels as the host's {@code text[hostStart,
   * prefixEnd)} (all but its last) and then a label that no host ends in (not a TLD, or if {@code
   * wordTlds}, one of the generic TLDs that are words: {@code user.email}), and no more labels or
   * path: {@code java.io, java.util}, {@code sendemail.to, sendemail.transferEncoding}, {@code
   * binutils.templates.fr, binutils.templates.ja}.
   */
  static boolean hasIdentifierNeighbour(
      char[] text,
      TextAround around,
      int hostStart,
      int prefixEnd,
      int end,
      LinkDetector detector,
      boolean wordTlds) {
    int prefixLength = prefixEnd - hostStart;
    int limit = end + TextAround.AFTER;
    for (int i = hostStart - TextAround.BEFORE + 1; i < limit - prefixLength - 2; i++) {
      if (i == hostStart) {
        i = end;
      }
      if (around.at(i) != text[hostStart] // most places: one compare
          || Character.isLetterOrDigit(around.at(i - 1))
          || around.at(i - 1) == '.'
          || around.at(i - 1) == '/') { // a path's file (qa.debian.org/watch/sf.php), no name
        continue;
      }
      if (!around.sameAt(i, text, hostStart, prefixEnd) || around.at(i + prefixLength) != '.') {
        continue;
      }
      int labelStart = i + prefixLength + 1;
      int labelEnd = labelStart;
      while (labelEnd < limit && isAsciiLetterOrDigit(around.at(labelEnd))) {
        labelEnd++;
      }
      if (labelEnd == labelStart || labelEnd >= limit - 1) {
        continue;
      }
      char next = around.at(labelEnd);
      if (next == '/'
          || Character.isLetterOrDigit(next)
          || (next == '.' && Character.isLetterOrDigit(around.at(labelEnd + 1)))) {
        continue; // more of a host or path, not a name of two labels
      }
      if (next != '.' && sameLabel(around, prefixEnd + 1, labelStart, labelEnd)) {
        // the same name again is no neighbour ("irc.libera.chat" … "+irc.libera.chat"), unless
        // a member follows it (django.core.files.storage._open)
        continue;
      }
      if (next == '_') {
        return true; // an identifier's label, no host's (event.link.is_sender, event.link.credit)
      }
      String l = around.read(labelStart, labelEnd).toLowerCase(Locale.ROOT); // ASCII
      if (!detector.topLevelDomains().contains(l)
          || (wordTlds && HostShape.isWordTld(l, detector.topLevelDomains().publicSuffixList()))) {
        return true;
      }
    }
    return false;
  }
}
