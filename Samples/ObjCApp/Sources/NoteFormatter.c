/* NoteFormatter.c — Core Foundation helpers shared with the widget. */
#include <CoreFoundation/CoreFoundation.h>
#include "NoteFormatter.h"

CFStringRef NFCopyUntitledName(void) {
    return CFCopyLocalizedString(CFSTR("Untitled"), "Name of a note without a title");
}

CFStringRef NFCopyFolderName(CFBundleRef bundle) {
    CFStringRef recent = CFCopyLocalizedStringFromTable(CFSTR("Recently Deleted"), CFSTR("Folders"), "Name of the trash folder");
    CFStringRef shared = CFCopyLocalizedStringFromTableInBundle(CFSTR("Shared"), CFSTR("Folders"), bundle, "Name of the shared folder");
    CFRelease(recent);
    return shared;
}

CFStringRef NFCopyCharacterCount(CFBundleRef bundle) {
    return CFCopyLocalizedStringWithDefaultValue(CFSTR("count.characters"), CFSTR("Counts"), bundle,
                                                 CFSTR("%ld characters, %ld words"), "Status bar counts");
}
