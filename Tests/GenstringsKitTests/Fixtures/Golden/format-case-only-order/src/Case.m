void f(void) {
    NSLocalizedString(@"Seeding Complete", nil);
    NSLocalizedString(@"Tables", nil);
    NSLocalizedString(@"Menu Bar Icons", nil);
    NSLocalizedString(@"tables", nil);
    NSLocalizedString(@"Seeding complete", nil);
}
