#ifndef NOTE_FORMATTER_H
#define NOTE_FORMATTER_H
#include <CoreFoundation/CoreFoundation.h>

CFStringRef NFCopyUntitledName(void);
CFStringRef NFCopyFolderName(CFBundleRef bundle);
CFStringRef NFCopyCharacterCount(CFBundleRef bundle);

#endif
