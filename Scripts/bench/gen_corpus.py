#!/usr/bin/env python3
"""Generate a deterministic benchmark corpus for genstrings.

Usage: gen_corpus.py OUTDIR [--mib 50] [--seed N]

Writes about MIB MiB of Objective-C (.m/.h), Swift, C and Java sources
(roughly 40/30/15/15 % by bytes, about 26 files per MiB, i.e. ~1,300 files
for 50 MiB) into OUTDIR.  The output is a pure function of (generator source,
--mib, --seed): the same bytes on every run, machine and Python 3 version.
Only integer arithmetic and random.Random.random() (53-bit, platform
independent) are used; no set/hash ordering, no time, no locale.

The code is "ordinary": classes, methods, control flow, plain string literals,
// and /* */ comments with prose (apostrophes, quotes, URLs), preprocessor
lines, Swift interpolation and multi-line literals, char literals such as
'"' -- and a localization call every 3-8 lines, in every form genstrings
knows (NSLocalizedString*, CFCopyLocalizedString*, Swift labelled forms,
SwiftUI Text("..."), Java), some of them multi-line and some commented out.

Keys come from a vocabulary of a few thousand phrases in ~10 tables, picked
with a skewed distribution so that keys repeat across files.  A key always
belongs to the same table and (with rare exceptions) has the same comment;
keys with a default value are only used with value-taking forms, so the
corpus does not provoke "different values" warnings.  Calls inside //
comments use keys that occur nowhere else ("Legacy ...").

Python 3 standard library only.
"""

import argparse
import os
import random
import shutil
import sys

MARKER = ".gen_corpus"            # empty file marking a generated folder
DEFAULT_SEED = 20240601
FILES_PER_MIB = 26                # 50 MiB -> 1,300 files

# share of bytes per language, and share of files (objc files split .m/.h)
LANGS = [
    # name,   byte %, file %
    ("objc",  40, 40),
    ("swift", 30, 30),
    ("c",     15, 15),
    ("java",  15, 15),
]

# ---------------------------------------------------------------- words ----

NOUNS = """account address album alert archive article attachment avatar backup
badge balance banner bookmark browser budget bundle button cache calendar
camera card cart category channel chart checkout city comment connection
contact container conversation coupon credential currency dashboard database
date deadline device document domain download draft editor email entry event
export favorite feed field file filter folder font friend gallery group
header history host icon image import inbox invoice item key label language
layer layout library link list location log map marker media member menu
message metadata mode network note notification order page password payment
permission photo picture playlist plugin post preference price printer
profile project queue receipt record region reminder report request
reservation result review role rule schedule screen search section session
setting share shortcut signature snapshot song source status storage
subscription summary tab table tag task team template theme thread ticket
timer title token topic track transaction upload user value version video
view voice wallet warning window workspace zone""".split()

VERBS = ("add,allow,apply,archive,attach,back up,block,book,cancel,change,check,"
         "choose,clear,close,compress,confirm,connect,copy,create,delete,disable,"
         "discard,dismiss,download,duplicate,edit,enable,export,favorite,filter,find,"
         "forward,hide,import,install,invite,join,leave,load,lock,log in,log out,"
         "manage,mark,merge,move,mute,open,pause,pin,play,preview,print,publish,"
         "refresh,reload,remove,rename,reorder,repeat,reply,report,reset,restore,"
         "resume,retry,save,scan,schedule,search,select,send,share,show,sign in,sign "
         "out,skip,sort,start,stop,submit,subscribe,sync,translate,undo,unlock,"
         "unsubscribe,update,upgrade,upload,verify,view").split(",")

ADJS = """active archived automatic available blocked current custom default
deleted disabled downloaded draft empty encrypted expired failed favorite
first hidden important incoming invalid last latest local locked missing
new next offline old online outgoing pending personal previous primary
private public recent remote saved secure selected shared synced temporary
unread unsaved unknown urgent verified""".split()

ACCENTED = ["Café", "Résumé", "Naïve", "Crème brûlée", "Über", "Señor",
            "Smörgåsbord", "Zürich", "Déjà vu", "Façade", "Jalapeño", "Coöperation"]

TABLES = ["Localizable", "Settings", "Errors", "Onboarding", "Accessibility",
          "Alerts", "Payments", "Sharing", "Editor", "Notifications"]

COMMON_KEYS = ["OK", "Cancel", "Done", "Delete", "Edit", "Save", "Close",
               "Back", "Next", "Continue", "Retry", "Settings", "Share", "More",
               "Yes", "No", "Loading…", "Search", "Error", "Warning",
               "Untitled", "Open", "Send", "Undo", "Redo", "Remove", "Add",
               "Sign In", "Sign Out", "Help"]

PROSE = [
    "Don't call this before the view's loaded; it'll crash with \"unexpected nil\".",
    "We can't use the cached value here because it isn't invalidated on logout.",
    "See http://x.example.com/docs for the server's rules; they're subtle.",
    "The \"Save\" button is disabled until the user's input is valid.",
    "TODO: this is O(n^2) but n is small, so it's fine for now.",
    "FIXME: Apple's API returns \"\" instead of nil on iOS 12 (rdar://12345678).",
    "Keep in sync with the server; it'll reject requests it doesn't understand.",
    "Note: \"localized\" strings come from the table the designer's file uses.",
    "This is a workaround for a bug in the framework; don't remove it.",
    "Users reported that the 'Done' label was truncated in German.",
    "Historical note: we used to store this in NSUserDefaults (don't ask why).",
    "It's safe to call this from any thread; the lock's held while mutating.",
    "If you change the format, bump the version - old clients can't parse it.",
    "The designer's mockups say \"Continue\", but marketing wants \"Next\".",
    "Pass nil to use the default; an empty string means 'no title at all'.",
    "Ugly, but it works: the API doesn't expose the underlying error's code.",
    "The string's length is measured in UTF-16 units, not characters.",
    "Called once per cell; keep it cheap (no formatting, no I/O, no locks).",
    "Keys are case-sensitive: \"ok\" and \"OK\" aren't the same entry.",
    "Can't use a switch here: the compiler doesn't see all the cases.",
]

PLAIN_STRINGS = [
    "application/json", "Content-Type", "yyyy-MM-dd'T'HH:mm:ssZ", "cell",
    "Accept-Language", "en_US_POSIX", "default", "com.example.app", "GET",
    "POST", "Authorization", "Bearer %@", "%@/%@", "id", "name", "type",
    "updated_at", "created_at", "identifier", "reuseIdentifier", "utf-8",
    "http://x.example.com/api/v2/items", "https://example.com/help?topic=42",
    "file:///tmp/cache", "// not a comment", "/* not a comment either */",
    "Missing NSLocalizedString for key %@", "a \\\"quoted\\\" word",
    "tab\\tseparated", "line one\\nline two", "C:\\\\Temp\\\\file.txt",
    "It's a string with an apostrophe", "50% off", "100%% done",
]

CLASS_SUFFIX = ["ViewController", "Manager", "Cell", "Controller", "Service",
                "Model", "View", "Store", "Coordinator", "Helper", "Presenter",
                "DataSource", "Formatter", "Client", "Cache", "Validator"]

GROUPS = ["Core", "Networking", "UI", "Settings", "Onboarding", "Payments",
          "Sharing", "Editor", "Search", "Notifications", "Accounts", "Media"]


def camel(words, upper_first):
    out = []
    for i, w in enumerate(words):
        w = w.replace(" ", "")
        if i == 0 and not upper_first:
            out.append(w[0].lower() + w[1:])
        else:
            out.append(w[0].upper() + w[1:])
    return "".join(out)


def cap(s):
    return s[0].upper() + s[1:]


# ---------------------------------------------------------- vocabulary ----

class Key:
    __slots__ = ("key", "table", "comment", "alt_comment", "value")

    def __init__(self, key, table, comment, alt_comment, value):
        self.key = key
        self.table = table
        self.comment = comment
        self.alt_comment = alt_comment
        self.value = value


def build_vocab(rng, n_keys):
    """Return (plain_keys, table_keys, valued_keys, legacy_keys).

    Strings are stored *escaped*, i.e. exactly as they appear between the
    quotes in C / Objective-C / Swift / Java source."""
    R = rng.random
    N, V, A = NOUNS, VERBS, ADJS

    def pick(seq):
        return seq[int(R() * len(seq))]

    templates = [
        lambda: cap(pick(V)),
        lambda: cap(pick(V)) + " " + cap(pick(N)),
        lambda: cap(pick(V)) + " " + pick(A) + " " + pick(N),
        lambda: cap(pick(V)) + " " + pick(N) + "…",
        lambda: "Are you sure you want to " + pick(V) + " this " + pick(N) + "?",
        lambda: "%d " + pick(N) + "s",
        lambda: "%1$@ of %2$@ " + pick(N) + "s",
        lambda: cap(pick(N)) + ": %@",
        lambda: "Couldn't " + pick(V) + " the " + pick(N) + " \\\"%@\\\".",
        lambda: cap(pick(N)) + " settings",
        lambda: "No " + pick(A) + " " + pick(N) + "s",
        lambda: "%lu " + pick(A) + " " + pick(N) + "s selected",
        lambda: cap(pick(A)) + " " + pick(N),
        lambda: "The " + pick(N) + " could not be found.\\nPlease try again.",
        lambda: "%@ wants to " + pick(V) + " your " + pick(N) + ".",
        lambda: cap(pick(V)) + " “%@”",
        lambda: "%.1f%% of " + pick(N) + " uploaded",
        lambda: pick(ACCENTED) + " " + pick(N),
        lambda: cap(pick(N)) + " (%d of %d)",
        lambda: "You have %2$d new %1$@",
        lambda: "Tap to " + pick(V) + " the " + pick(A) + " " + pick(N),
    ]
    comment_templates = [
        lambda k: "Title of the " + pick(N) + " button",
        lambda k: "Label shown when the " + pick(N) + " is " + pick(A),
        lambda k: "Alert message; %@ is the " + pick(N) + " name",
        lambda k: "Menu item in the " + pick(N) + " menu",
        lambda k: "Accessibility label for the " + pick(N) + " icon",
        lambda k: "Error shown when we can't " + pick(V) + " the " + pick(N),
        lambda k: "Section header in " + cap(pick(N)) + " settings",
        lambda k: "Placeholder text for the " + pick(N) + " field",
        lambda k: "Don't translate \\\"" + cap(pick(N)) + "\\\"; it's a product name",
    ]

    seen = {}
    keys = []
    for k in COMMON_KEYS:
        seen[k] = True
        keys.append(k)
    guard = 0
    while len(keys) < n_keys and guard < n_keys * 50:
        guard += 1
        k = pick(templates)()
        if k not in seen:
            seen[k] = True
            keys.append(k)
    # interleave generated keys so that popular (low-index) keys of every
    # kind exist; keep the common keys first.
    head, tail = keys[:len(COMMON_KEYS)], keys[len(COMMON_KEYS):]
    rng.shuffle(tail)
    keys = head + tail

    plain, tabled, valued = [], [], []
    for i, k in enumerate(keys):
        comment = pick(comment_templates)(k)
        alt = pick(comment_templates)(k)
        if i < len(COMMON_KEYS) or i % 20 < 9:
            plain.append(Key(k, "Localizable", comment, alt, None))
        elif i % 20 < 17:
            table = TABLES[1 + len(tabled) % (len(TABLES) - 1)]
            tabled.append(Key(k, table, comment, alt, None))
        else:
            table = TABLES[1 + (len(valued) * 4) % (len(TABLES) - 1)]
            value = k if R() < 0.5 else k + " (default)"
            valued.append(Key(k, table, comment, alt, value))
    legacy = []
    for i in range(200):
        legacy.append(Key("Legacy " + pick(N) + " " + str(i), "Localizable",
                          "Old " + pick(N) + " label, no longer used", None, None))
    return plain, tabled, valued, legacy


# ------------------------------------------------------------ the writer ----

class Gen:
    """Shared state and helpers for all languages."""

    def __init__(self, rng, vocab):
        self.rng = rng
        self.R = rng.random
        self.plain, self.tabled, self.valued, self.legacy = vocab
        R = self.R
        pick = self.pick
        self.idents = []
        for i in range(600):
            self.idents.append(camel([pick(ADJS), pick(NOUNS)], False) if i % 2 else
                               camel([pick(NOUNS)], False) + ("s" if i % 3 == 0 else ""))
        self.props = [camel([pick(NOUNS)], False) + suf for suf in
                      ("", "s", "Label", "View", "Count", "Button", "Title", "Items")
                      for _ in range(12)]
        self.classes = [camel([pick(ADJS), pick(NOUNS), pick(CLASS_SUFFIX)], True)
                        for _ in range(300)]
        self.methods = [camel([pick(VERBS).replace(" ", ""), pick(NOUNS)], False)
                        for _ in range(400)]
        self.prose = PROSE
        self.plains = PLAIN_STRINGS

    def pick(self, seq):
        return seq[int(self.R() * len(seq))]

    def skew(self, seq):
        # product of two uniforms: density ~ -ln(x), favours the front
        R = self.R
        return seq[int(R() * R() * len(seq))]

    def entry(self, kind):
        if kind == 0:
            return self.skew(self.plain)
        if kind == 1:
            return self.skew(self.tabled)
        return self.skew(self.valued)

    def comment_of(self, k):
        # rare inconsistent comment, like real projects have
        if k.alt_comment is not None and self.R() < 0.01:
            return k.alt_comment
        return k.comment


def emit_file(g, lang, rel, target, header_name=None):
    """Return the text of one file of about `target` bytes."""
    name = rel.rsplit("/", 1)[-1]
    if lang == "objc_m":
        return ObjC(g).file_m(target, header_name)
    if lang == "objc_h":
        return ObjC(g).file_h(target, name)
    if lang == "swift":
        return Swift(g).file(target, name)
    if lang == "c":
        return C(g).file(target, name)
    return Java(g).file(target, "com.example.app." + rel.split("/")[-2], name[:-5])


class Lang:
    def __init__(self, g):
        self.g = g
        self.R = g.R
        self.pick = g.pick

    def body(self, out, ind, n_segments):
        """Emit n_segments segments: 2-7 ordinary lines, then a loc call,
        sometimes wrapped in a control-flow block."""
        R, pick = self.R, self.pick
        simple, loc = self.simple, self.loc
        for _ in range(n_segments):
            k = 2 + int(R() * 5)            # 2..6 ordinary lines
            r = R()
            if r < 0.25 and k >= 3:
                opener, closer = self.wrap(ind)
                out.append(opener)
                inner = ind + "    "
                for _ in range(k - 2):
                    out.append(simple(inner))
                loc(out, inner)
                out.append(closer)
            else:
                for _ in range(k):
                    out.append(simple(ind))
                loc(out, ind)


# ------------------------------------------------------------ Objective-C --

class ObjC(Lang):
    def s(self, text):
        return '@"' + text + '"'

    def simple(self, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 16)
        v = pick(g.idents)
        if r == 0:
            return ind + "NSString *" + v + " = @\"" + pick(g.plains) + "\";"
        if r == 1:
            return ind + "NSLog(@\"" + pick(g.methods) + ": %@\", " + v + ");"
        if r == 2:
            return ind + "[self." + pick(g.props) + " setObject:" + v + " forKey:@\"" + pick(g.idents) + "\"];"
        if r == 3:
            return ind + "NSURL *" + v + "URL = [NSURL URLWithString:@\"http://x.example.com/" + pick(g.idents) + "?page=" + str(int(R() * 50)) + "\"];"
        if r == 4:
            return ind + "// " + pick(g.prose)
        if r == 5:
            return ind + "/* " + pick(g.prose) + " */"
        if r == 6:
            return ind + "self." + pick(g.props) + " = [[NSMutableArray alloc] initWithCapacity:" + str(int(R() * 64)) + "];"
        if r == 7:
            return ind + "NSInteger " + v + "Count = [self." + pick(g.props) + " count] * " + str(int(R() * 9) + 1) + ";"
        if r == 8:
            return ind + "[self " + pick(g.methods) + ":" + v + " animated:YES];"
        if r == 9:
            return ind + "if (c == '\"' || c == '\\'') { return nil; } // quote chars"
        if r == 10:
            return ind + "[[NSNotificationCenter defaultCenter] postNotificationName:@\"" + cap(pick(g.idents)) + "DidChange\" object:self];"
        if r == 11:
            return ind + "NSError *error = nil; // the caller's error, if any"
        if r == 12:
            return ind + "NSString *message = error.localizedDescription ?: @\"\";"
        if r == 13:
            return ind + "CGFloat " + v + "Height = " + str(int(R() * 400)) + ".0f + self.view.bounds.size.height / 2;"
        if r == 14:
            return ind + "[dict setValue:@(" + str(int(R() * 1000)) + ") forKey:@\"" + pick(g.idents) + "\"];"
        return ind + "NSString *" + v + " = [NSString stringWithFormat:@\"%@-%ld\", " + pick(g.idents) + ", (long)" + str(int(R() * 100)) + "];"

    def wrap(self, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 4)
        v = pick(g.idents)
        if r == 0:
            return ind + "if (" + v + ".count > " + str(int(R() * 10)) + ") {", ind + "}"
        if r == 1:
            return ind + "for (NSString *" + v + " in self." + pick(g.props) + ") {", ind + "}"
        if r == 2:
            return ind + "dispatch_async(dispatch_get_main_queue(), ^{", ind + "});"
        return ind + "while (" + v + " != nil && !self.isCancelled) {", ind + "}"

    def loc(self, out, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 20)
        v = pick(g.idents)
        if r <= 6:
            k = g.entry(0)
            c = "nil" if R() < 0.08 else '@"' + g.comment_of(k) + '"'
            call = 'NSLocalizedString(@"' + k.key + '", ' + c + ')'
        elif r <= 10:
            k = g.entry(1)
            call = 'NSLocalizedStringFromTable(@"' + k.key + '", @"' + k.table + '", @"' + g.comment_of(k) + '")'
        elif r <= 12:
            k = g.entry(1)
            call = ('NSLocalizedStringFromTableInBundle(@"' + k.key + '", @"' + k.table +
                    '", [NSBundle bundleForClass:[' + pick(g.classes) + ' class]], @"' + g.comment_of(k) + '")')
        elif r <= 14:
            k = g.entry(2)
            call = ('NSLocalizedStringWithDefaultValue(@"' + k.key + '", @"' + k.table +
                    '", [NSBundle mainBundle], @"' + k.value + '", @"' + g.comment_of(k) + '")')
        elif r <= 16:
            # multi-line call
            k = g.entry(2)
            head = ind + "NSString *" + v + " = NSLocalizedStringWithDefaultValue("
            pad = " " * (len(head) - 0)
            out.append(head + '@"' + k.key + '",')
            out.append(pad + '@"' + k.table + '",')
            out.append(pad + "[NSBundle bundleForClass:[" + pick(g.classes) + " class]],")
            out.append(pad + '@"' + k.value + '",')
            out.append(pad + '@"' + g.comment_of(k) + '");')
            return
        elif r == 17:
            k = pick(g.legacy)
            out.append(ind + '// NSString *old = NSLocalizedString(@"' + k.key + '", @"' + k.comment + '");')
            return
        else:
            k = g.entry(0)
            call = 'NSLocalizedString(@"' + k.key + '", @"' + g.comment_of(k) + '")'
            out.append(ind + "[self.titleButton setTitle:" + call + " forState:UIControlStateNormal];")
            return
        if "%" in k.key:
            out.append(ind + "NSString *" + v + " = [NSString stringWithFormat:" + call + ", " + pick(g.idents) + "];")
        elif R() < 0.5:
            out.append(ind + "self." + pick(g.props) + ".text = " + call + ";")
        else:
            out.append(ind + "NSString *" + v + " = " + call + ";")

    def file_header(self, out, name):
        g, pick = self.g, self.pick
        out += ["//", "//  " + name, "//  " + pick(GROUPS) + "Kit", "//",
                "//  Created by Jane Appleseed on 3/14/19.",
                "//  Copyright © 2019 Example Corp. All rights reserved.", "//", ""]

    def file_m(self, target, header_name):
        g, R, pick = self.g, self.R, self.pick
        out = []
        cls = header_name[:-2] if header_name else pick(g.classes)
        tk = g.entry(0)
        title_call = 'NSLocalizedString(@"' + tk.key + '", @"' + g.comment_of(tk) + '")'
        self.file_header(out, cls + ".m")
        if header_name:
            out.append('#import "' + header_name + '"')
        out += ["#import <UIKit/UIKit.h>", "#import <Foundation/Foundation.h>",
                '#import "' + pick(g.classes) + '.h"', "",
                "#define k" + cls + "MaxCount " + str(int(R() * 100)),
                "#define " + cls.upper() + "_TITLE " + title_call,
                "",
                "static NSString * const k" + cls + "Endpoint = @\"http://x.example.com/api/" + pick(g.idents) + "\";",
                "",
                "/*",
                " * " + pick(g.prose),
                " * " + pick(g.prose),
                " */", ""]
        size = sum(len(l) + 1 for l in out)
        first = True
        while size < target:
            c = cls if first else pick(g.classes)
            start = len(out)
            if first:
                out += ["@interface " + c + " () <UITableViewDelegate, UITableViewDataSource>",
                        "@property (nonatomic, strong) NSMutableArray *" + pick(g.props) + ";",
                        "@property (nonatomic, copy) NSString *" + pick(g.props) + ";",
                        "@end", ""]
            out += ["@implementation " + c, ""]
            n_methods = 4 + int(R() * 12)
            for _ in range(n_methods):
                if size + sum(len(l) + 1 for l in out[start:]) >= target:
                    break
                if R() < 0.3:
                    out.append("#pragma mark - " + cap(pick(NOUNS)))
                    out.append("")
                if R() < 0.3:
                    out.append("/// " + pick(g.prose))
                out.append("- (void)" + pick(g.methods) + ":(NSString *)" + pick(g.idents) + " {")
                self.body(out, "    ", 2 + int(R() * 5))
                out.append("}")
                out.append("")
            out += ["@end", ""]
            size += sum(len(l) + 1 for l in out[start:])
            first = False
        return "\n".join(out) + "\n"

    def file_h(self, target, name):
        g, R, pick = self.g, self.R, self.pick
        out = []
        self.file_header(out, name)
        out += ["#import <Foundation/Foundation.h>", "", "NS_ASSUME_NONNULL_BEGIN", ""]
        size = sum(len(l) + 1 for l in out)
        while size < target:
            start = len(out)
            c = pick(g.classes)
            out.append("/// " + pick(g.prose))
            out.append("@interface " + c + " : NSObject")
            for _ in range(2 + int(R() * 6)):
                for _ in range(1 + int(R() * 4)):
                    r = int(R() * 4)
                    if r == 0:
                        out.append("@property (nonatomic, copy, nullable) NSString *" + pick(g.props) + ";")
                    elif r == 1:
                        out.append("- (void)" + pick(g.methods) + ":(NSString *)" + pick(g.idents) + " completion:(void (^)(NSError * _Nullable error))completion;")
                    elif r == 2:
                        out.append("// " + pick(g.prose))
                    else:
                        out.append("+ (instancetype)" + pick(g.methods) + "With" + cap(pick(g.idents)) + ":(NSInteger)count;")
                k = g.entry(0)
                out.append("#define " + c.upper() + "_" + pick(NOUNS).upper() + "_" + str(len(out)) +
                           ' NSLocalizedString(@"' + k.key + '", @"' + g.comment_of(k) + '")')
            out += ["@end", ""]
            k = g.entry(1)
            out += ["static inline NSString *" + c + "LocalizedName(void) {",
                    '    return NSLocalizedStringFromTable(@"' + k.key + '", @"' + k.table + '", @"' + g.comment_of(k) + '");',
                    "}", ""]
            size += sum(len(l) + 1 for l in out[start:])
        out += ["NS_ASSUME_NONNULL_END"]
        return "\n".join(out) + "\n"


# ------------------------------------------------------------------ Swift --

class Swift(Lang):
    def simple(self, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 16)
        v = pick(g.idents)
        if r == 0:
            return ind + "let " + v + " = \"" + pick(g.plains) + "\""
        if r == 1:
            return ind + "print(\"Loaded \\(" + v + ".count) items from \\(endpoint)\")"
        if r == 2:
            return ind + "self." + pick(g.props) + " = " + v + ".map { $0.trimmingCharacters(in: .whitespaces) }"
        if r == 3:
            return ind + "let url = URL(string: \"http://x.example.com/" + pick(g.idents) + "?id=\\(" + v + ")\")!"
        if r == 4:
            return ind + "// " + pick(g.prose)
        if r == 5:
            return ind + "/* " + pick(g.prose) + " */"
        if r == 6:
            return ind + "var " + v + "Count = " + str(int(R() * 100)) + " // it's a counter"
        if r == 7:
            return ind + "guard let " + v + " = " + v + " else { return }"
        if r == 8:
            return ind + "let message = \"\\(" + v + ") couldn't be \\(\"loaded\") – \\(error.localizedDescription)\""
        if r == 9:
            return ind + "if c == \"\\\"\" || c == \"'\" { continue } // quote characters"
        if r == 10:
            return ind + "NotificationCenter.default.post(name: .init(\"" + cap(pick(g.idents)) + "DidChange\"), object: self)"
        if r == 11:
            return ind + "try? " + pick(g.methods) + "(" + v + ", animated: true)"
        if r == 12:
            return ind + "let height: CGFloat = " + str(int(R() * 400)) + " + view.bounds.height / 2"
        if r == 13:
            return ind + "let label = Text(verbatim: \"" + pick(g.plains) + "\")"
        if r == 14:
            return ind + "let total = " + v + ".reduce(0) { $0 + $1.count }"
        return ind + "dict[\"" + pick(g.idents) + "\"] = " + str(int(R() * 1000))

    def wrap(self, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 4)
        v = pick(g.idents)
        if r == 0:
            return ind + "if " + v + ".count > " + str(int(R() * 10)) + " {", ind + "}"
        if r == 1:
            return ind + "for " + v + " in " + pick(g.props) + " where !" + v + ".isEmpty {", ind + "}"
        if r == 2:
            return ind + "DispatchQueue.main.async { [weak self] in", ind + "}"
        return ind + "switch " + v + " {" + "\n" + ind + "case .some:", ind + "default: break\n" + ind + "}"

    def multiline_literal(self, out, ind):
        g, pick = self.g, self.pick
        out.append(ind + "let help = \"\"\"")
        out.append(ind + "    " + pick(g.prose))
        out.append(ind + "    Visit http://x.example.com/help or write to \"support\" -- it's free.")
        out.append(ind + "    Total: \\(" + pick(g.idents) + ".count) items")
        out.append(ind + "    \"\"\"")

    def loc(self, out, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 20)
        v = pick(g.idents)
        if r <= 5:
            k = g.entry(0)
            call = 'NSLocalizedString("' + k.key + '", comment: "' + g.comment_of(k) + '")'
        elif r <= 8:
            k = g.entry(1)
            call = 'NSLocalizedString("' + k.key + '", tableName: "' + k.table + '", comment: "' + g.comment_of(k) + '")'
        elif r == 9:
            k = g.entry(1)
            call = ('NSLocalizedString("' + k.key + '", tableName: "' + k.table +
                    '", bundle: Bundle(for: ' + pick(g.classes) + '.self), comment: "' + g.comment_of(k) + '")')
        elif r <= 11:
            k = g.entry(2)
            call = ('NSLocalizedString("' + k.key + '", tableName: "' + k.table +
                    '", bundle: .main, value: "' + k.value + '", comment: "' + g.comment_of(k) + '")')
        elif r <= 13:
            k = g.entry(2)
            head = ind + "let " + v + " = NSLocalizedString("
            pad = " " * len(head)
            out.append(head + '"' + k.key + '",')
            out.append(pad + 'tableName: "' + k.table + '",')
            out.append(pad + "bundle: .main,")
            out.append(pad + 'value: "' + k.value + '",')
            out.append(pad + 'comment: "' + g.comment_of(k) + '")')
            return
        elif r <= 16:
            k = g.entry(0)
            if "%" in k.key:
                k = g.plain[int(R() * 30)]      # a common, format-free key
            out.append(ind + 'Text("' + k.key + '")')
            return
        elif r == 17:
            k = pick(g.legacy)
            out.append(ind + '// let old = NSLocalizedString("' + k.key + '", comment: "' + k.comment + '")')
            return
        elif r == 18:
            self.multiline_literal(out, ind)
            k = g.entry(0)
            call = 'NSLocalizedString("' + k.key + '", comment: "' + g.comment_of(k) + '")'
        else:
            k = g.entry(0)
            call = 'NSLocalizedString("' + k.key + '", comment: "' + g.comment_of(k) + '")'
            out.append(ind + "button.setTitle(" + call + ", for: .normal)")
            return
        if "%" in k.key:
            out.append(ind + "let " + v + " = String(format: " + call + ", " + pick(g.idents) + ")")
        else:
            out.append(ind + "let " + v + " = " + call)

    def file(self, target, name):
        g, R, pick = self.g, self.R, self.pick
        out = ["//", "//  " + name, "//  " + pick(GROUPS) + "Kit", "//",
               "//  Copyright © 2020 Example Corp. All rights reserved.", "//", "",
               "import Foundation", "import SwiftUI", "",
               "private let endpoint = URL(string: \"http://x.example.com/api/v3\")!", ""]
        size = sum(len(l) + 1 for l in out)
        while size < target:
            start = len(out)
            c = pick(g.classes)
            if R() < 0.3:
                # a SwiftUI view: Text("...") every few lines
                out.append("/// " + pick(g.prose))
                out.append("struct " + c + "View: View {")
                out.append("    @State private var " + pick(g.props) + " = \"\"")
                out.append("    var body: some View {")
                out.append("        VStack(alignment: .leading, spacing: " + str(int(R() * 20)) + ") {")
                for _ in range(3 + int(R() * 10)):
                    for _ in range(1 + int(R() * 4)):
                        r = int(R() * 5)
                        if r == 0:
                            out.append("            Text(verbatim: \"" + pick(g.plains) + "\")")
                        elif r == 1:
                            out.append("            Text(" + pick(g.props) + ")")
                        elif r == 2:
                            out.append("            Image(systemName: \"" + pick(NOUNS) + "\")")
                        elif r == 3:
                            out.append("            // " + pick(g.prose))
                        else:
                            out.append("            Spacer(minLength: " + str(int(R() * 30)) + ")")
                    k = g.entry(0)
                    if "%" in k.key:
                        k = g.plain[int(R() * 30)]
                    out.append("            Text(\"" + k.key + "\")")
                    out.append("                .font(.headline)")
                out.append("        }")
                out.append("    }")
                out.append("}")
                out.append("")
            else:
                out.append("/// " + pick(g.prose))
                out.append("final class " + c + ": NSObject {")
                out.append("    private var " + pick(g.props) + ": [String] = []")
                out.append("    private let " + pick(g.props) + " = \"" + pick(g.plains) + "\"")
                out.append("")
                for _ in range(3 + int(R() * 10)):
                    if size + sum(len(l) + 1 for l in out[start:]) >= target:
                        break
                    if R() < 0.3:
                        out.append("    // MARK: - " + cap(pick(NOUNS)))
                        out.append("")
                    out.append("    func " + pick(g.methods) + "(_ " + pick(g.idents) + ": [String], animated: Bool = true) {")
                    self.body(out, "        ", 2 + int(R() * 5))
                    out.append("    }")
                    out.append("")
                out.append("}")
                out.append("")
            size += sum(len(l) + 1 for l in out[start:])
        return "\n".join(out) + "\n"


# ---------------------------------------------------------------------- C --

class C(Lang):
    def simple(self, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 14)
        v = pick(g.idents)
        if r == 0:
            return ind + "const char *" + v + " = \"" + pick(g.plains) + "\";"
        if r == 1:
            return ind + "printf(\"%s: %d\\n\", \"" + pick(g.methods) + "\", " + v + "_count);"
        if r == 2:
            return ind + "CFDictionarySetValue(dict, CFSTR(\"" + pick(g.idents) + "\"), " + v + ");"
        if r == 3:
            return ind + "CFURLRef url = CFURLCreateWithString(NULL, CFSTR(\"http://x.example.com/" + pick(g.idents) + "\"), NULL);"
        if r == 4:
            return ind + "// " + pick(g.prose)
        if r == 5:
            return ind + "/* " + pick(g.prose) + " */"
        if r == 6:
            return ind + "int " + v + "_count = " + str(int(R() * 100)) + " * MAX_ITEMS;"
        if r == 7:
            return ind + "if (c == '\"' || c == '\\'' || c == '\\\\') { continue; }"
        if r == 8:
            return ind + "CFRelease(" + v + ");"
        if r == 9:
            return ind + "memset(buffer, 0, sizeof(buffer)); /* don't leak the caller's data */"
        if r == 10:
            return ind + "snprintf(buffer, sizeof(buffer), \"%s/%s\", base, \"" + pick(g.idents) + "\");"
        if r == 11:
            return ind + "size_t " + v + "_len = strlen(" + pick(g.idents) + ");"
        if r == 12:
            return ind + "assert(" + v + " != NULL && \"it's required\");"
        return ind + "result += " + v + "_count % " + str(int(R() * 9) + 2) + ";"

    def wrap(self, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 3)
        v = pick(g.idents)
        if r == 0:
            return ind + "if (" + v + " != NULL) {", ind + "}"
        if r == 1:
            return ind + "for (CFIndex i = 0; i < CFArrayGetCount(" + v + "); i++) {", ind + "}"
        return ind + "while (" + v + "_count-- > 0) {", ind + "}"

    def loc(self, out, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 16)
        v = pick(g.idents)
        if r <= 5:
            k = g.entry(0)
            call = 'CFCopyLocalizedString(CFSTR("' + k.key + '"), "' + g.comment_of(k) + '")'
        elif r <= 8:
            k = g.entry(1)
            call = 'CFCopyLocalizedStringFromTable(CFSTR("' + k.key + '"), CFSTR("' + k.table + '"), "' + g.comment_of(k) + '")'
        elif r <= 10:
            k = g.entry(1)
            call = ('CFCopyLocalizedStringFromTableInBundle(CFSTR("' + k.key + '"), CFSTR("' + k.table +
                    '"), bundle, "' + g.comment_of(k) + '")')
        elif r <= 12:
            k = g.entry(2)
            call = ('CFCopyLocalizedStringWithDefaultValue(CFSTR("' + k.key + '"), CFSTR("' + k.table +
                    '"), CFBundleGetMainBundle(), CFSTR("' + k.value + '"), "' + g.comment_of(k) + '")')
        elif r == 13:
            k = g.entry(2)
            head = ind + "CFStringRef " + v + " = CFCopyLocalizedStringWithDefaultValue("
            pad = ind + "    "
            out.append(head)
            out.append(pad + 'CFSTR("' + k.key + '"),')
            out.append(pad + 'CFSTR("' + k.table + '"),')
            out.append(pad + "bundle,")
            out.append(pad + 'CFSTR("' + k.value + '"),')
            out.append(pad + '"' + g.comment_of(k) + '");')
            return
        elif r == 14:
            k = pick(g.legacy)
            out.append(ind + '// CFStringRef old = CFCopyLocalizedString(CFSTR("' + k.key + '"), "' + k.comment + '");')
            return
        else:
            k = g.entry(0)
            call = 'CFCopyLocalizedString(CFSTR("' + k.key + '"), "' + g.comment_of(k) + '")'
        out.append(ind + "CFStringRef " + v + " = " + call + ";")

    def file(self, target, name):
        g, R, pick = self.g, self.R, self.pick
        mod = name[:-2]
        out = ["/*", " * " + mod + ".c", " *", " * " + pick(g.prose),
               " * Copyright (c) 2018 Example Corp. All rights reserved.", " */", "",
               "#include <CoreFoundation/CoreFoundation.h>", "#include <stdio.h>",
               "#include <string.h>", "#include <assert.h>", '#include "' + mod + '.h"', "",
               "#define MAX_ITEMS " + str(16 + int(R() * 100)),
               '#define BASE_URL "http://x.example.com/api"', "",
               "#if defined(DEBUG) && DEBUG", "#  define LOG(...) fprintf(stderr, __VA_ARGS__)",
               "#else", "#  define LOG(...) do { } while (0)", "#endif", "",
               "static char buffer[1024];", ""]
        size = sum(len(l) + 1 for l in out)
        while size < target:
            start = len(out)
            if R() < 0.3:
                out.append("/* " + pick(g.prose))
                out.append(" * " + pick(g.prose) + " */")
            fn = mod + "_" + pick(g.methods)
            out.append("static int " + fn + "(CFBundleRef bundle, CFArrayRef items, const char *base)")
            out.append("{")
            out.append("    int result = 0;")
            out.append("    UniChar c = 0;")
            self.body(out, "    ", 2 + int(R() * 5))
            out.append("    return result;")
            out.append("}")
            out.append("")
            size += sum(len(l) + 1 for l in out[start:])
        return "\n".join(out) + "\n"


# ------------------------------------------------------------------- Java --

class Java(Lang):
    def simple(self, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 14)
        v = pick(g.idents)
        if r == 0:
            return ind + "String " + v + " = \"" + pick(g.plains) + "\";"
        if r == 1:
            return ind + "LOG.info(\"" + pick(g.methods) + ": \" + " + v + ");"
        if r == 2:
            return ind + "map.put(\"" + pick(g.idents) + "\", " + v + ");"
        if r == 3:
            return ind + "URL url = new URL(\"http://x.example.com/" + pick(g.idents) + "?q=\" + " + v + ");"
        if r == 4:
            return ind + "// " + pick(g.prose)
        if r == 5:
            return ind + "/* " + pick(g.prose) + " */"
        if r == 6:
            return ind + "int " + v + "Count = " + str(int(R() * 100)) + " * MAX_ITEMS;"
        if r == 7:
            return ind + "if (c == '\"' || c == '\\'') { continue; }"
        if r == 8:
            return ind + "List<String> " + v + " = new ArrayList<>(" + str(int(R() * 32)) + ");"
        if r == 9:
            return ind + "this." + pick(g.props) + " = Objects.requireNonNull(" + v + ", \"it's required\");"
        if r == 10:
            return ind + "StringBuilder sb = new StringBuilder(\"" + pick(g.plains) + "\");"
        if r == 11:
            return ind + "result += " + v + ".length() % " + str(int(R() * 9) + 2) + ";"
        if r == 12:
            return ind + pick(g.methods) + "(" + v + ", true);"
        return ind + "String s = String.format(\"%s-%d\", " + v + ", " + str(int(R() * 100)) + ");"

    def wrap(self, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 3)
        v = pick(g.idents)
        if r == 0:
            return ind + "if (" + v + " != null && !" + v + ".isEmpty()) {", ind + "}"
        if r == 1:
            return ind + "for (String " + v + " : " + pick(g.props) + ") {", ind + "}"
        return ind + "try {", ind + "} catch (IOException e) {\n" + ind + "    LOG.warning(\"couldn't load: \" + e);\n" + ind + "}"

    def loc(self, out, ind):
        g, R, pick = self.g, self.R, self.pick
        r = int(R() * 10)
        v = pick(g.idents)
        if r <= 5:
            k = g.entry(0)
            call = 'NSLocalizedString("' + k.key + '", "' + g.comment_of(k) + '")'
        elif r <= 7:
            k = g.entry(1)
            call = 'NSLocalizedStringFromTable("' + k.key + '", "' + k.table + '", "' + g.comment_of(k) + '")'
        elif r == 8:
            k = pick(g.legacy)
            out.append(ind + '// String old = NSLocalizedString("' + k.key + '", "' + k.comment + '");')
            return
        else:
            k = g.entry(0)
            call = 'NSLocalizedString("' + k.key + '", "' + g.comment_of(k) + '")'
            out.append(ind + "label.setText(" + call + ");")
            return
        if "%" in k.key:
            out.append(ind + "String " + v + " = String.format(" + call + ", " + pick(g.idents) + ");")
        else:
            out.append(ind + "String " + v + " = " + call + ";")

    def file(self, target, pkg, cls):
        g, R, pick = self.g, self.R, self.pick
        out = ["/*", " * " + pick(g.prose), " * Copyright (c) 2017 Example Corp.", " */", "",
               "package " + pkg + ";", "",
               "import java.io.IOException;", "import java.net.URL;", "import java.util.*;",
               "import java.util.logging.Logger;", "",
               "/**", " * " + pick(g.prose), " */",
               "public class " + cls + " {",
               "    private static final Logger LOG = Logger.getLogger(\"" + cls + "\");",
               "    private static final int MAX_ITEMS = " + str(int(R() * 100)) + ";",
               "    private static final String BASE_URL = \"http://x.example.com/api\";",
               "    private List<String> " + pick(g.props) + " = new ArrayList<>();", ""]
        size = sum(len(l) + 1 for l in out)
        while size < target:
            start = len(out)
            if R() < 0.3:
                out.append("    /** " + pick(g.prose) + " */")
            out.append("    public int " + pick(g.methods) + "(List<String> items, char c, Map<String, Object> map) {")
            out.append("        int result = 0;")
            self.body(out, "        ", 2 + int(R() * 5))
            out.append("        return result;")
            out.append("    }")
            out.append("")
            size += sum(len(l) + 1 for l in out[start:])
        out.append("}")
        return "\n".join(out) + "\n"


# ------------------------------------------------------------------ main ----

def plan(rng, mib):
    """Return a list of (relative path, language, target bytes)."""
    total_bytes = mib * 1024 * 1024
    n_files = max(8, (mib * FILES_PER_MIB))
    R = rng.random
    plan = []
    used = {}

    def unique(path):
        if path in used:
            used[path] += 1
            stem, ext = path.rsplit(".", 1)
            return unique(stem + str(used[path]) + "." + ext)
        used[path] = 1
        return path

    for lang, byte_pct, file_pct in LANGS:
        budget = total_bytes * byte_pct // 100
        nf = max(2, n_files * file_pct // 100)
        if lang == "objc":
            nf = max(2, nf * 4 // 7)        # 3 of 4 entries are a .m/.h pair
        # integer weights in [1, 16], skewed: many small files, a few big ones
        weights = []
        for _ in range(nf):
            a = 1 + int(R() * 4)
            weights.append(a * a)
        wsum = sum(weights)
        for i in range(nf):
            target = budget * weights[i] // wsum
            group = GROUPS[int(R() * len(GROUPS))]
            cls = camel([ADJS[int(R() * len(ADJS))], NOUNS[int(R() * len(NOUNS))],
                         CLASS_SUFFIX[int(R() * len(CLASS_SUFFIX))]], True)
            if lang == "objc":
                # ~3 of 4 .m files get a header; headers are small
                if i % 4 != 3:
                    h = unique("ObjC/" + group + "/" + cls + ".h")
                    base = h[:-2]
                    plan.append((base + ".m", "objc_m", target * 85 // 100, base.rsplit("/", 1)[1] + ".h"))
                    plan.append((h, "objc_h", target * 15 // 100, None))
                else:
                    plan.append((unique("ObjC/" + group + "/" + cls + ".m"), "objc_m", target, None))
            elif lang == "swift":
                plan.append((unique("Swift/" + group + "/" + cls + ".swift"), "swift", target, None))
            elif lang == "c":
                name = camel([NOUNS[int(R() * len(NOUNS))], NOUNS[int(R() * len(NOUNS))]], False)
                plan.append((unique("C/" + group.lower() + "/" + name + ".c"), "c", target, None))
            else:
                plan.append((unique("Java/com/example/app/" + group.lower() + "/" + cls + ".java"), "java", target, None))
    return plan


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--mib", type=int, default=50, help="approximate corpus size in MiB (default 50)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    if args.mib < 1:
        ap.error("--mib must be >= 1")

    out = args.outdir
    if os.path.isdir(out) and os.listdir(out):
        if not os.path.exists(os.path.join(out, MARKER)):
            sys.exit("gen_corpus: %s exists, is not empty and was not made by gen_corpus.py; refusing to touch it" % out)
        shutil.rmtree(out)
    os.makedirs(out, exist_ok=True)

    rng = random.Random(args.seed)
    n_keys = max(300, 3000 * args.mib // 50) if args.mib < 50 else 3000 + 20 * (args.mib - 50)
    vocab = build_vocab(rng, n_keys)
    g = Gen(rng, vocab)
    files = plan(rng, args.mib)

    total = 0
    lines = 0
    made_dirs = {}
    for rel, lang, target, header in files:
        text = emit_file(g, lang, rel, target, header)
        data = text.encode("utf-8")
        path = os.path.join(out, rel)
        d = os.path.dirname(path)
        if d not in made_dirs:
            os.makedirs(d, exist_ok=True)
            made_dirs[d] = True
        with open(path, "wb") as f:
            f.write(data)
        total += len(data)
        lines += data.count(b"\n")
    open(os.path.join(out, MARKER), "wb").close()
    if not args.quiet:
        print("gen_corpus: %d files, %.1f MiB, %d lines, %d keys in %s" %
              (len(files), total / 1048576.0, lines,
               len(vocab[0]) + len(vocab[1]) + len(vocab[2]), out))


if __name__ == "__main__":
    main(sys.argv[1:])
