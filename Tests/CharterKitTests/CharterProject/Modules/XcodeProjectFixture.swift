/// A small Xcode project written for these tests: an app target with a classic group and a
/// Sources build phase (main-actor by default, Swift 6), a widget target with a folder
/// synchronized with the file system and one file excepted from it and added to the app instead
/// (Swift 5, its configurations
/// disagreeing on isolation; iOS 17 and watchOS 10), and project-level settings under both
/// (iOS 16.4).
enum XcodeProjectFixture {
  static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tF1 /* Model.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Model.swift; sourceTree = "<group>"; };
    \t\tF2 /* Shared.swift */ = {isa = PBXFileReference; path = Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
    \t\tBF1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tBF2 = {isa = PBXBuildFile; fileRef = F2; };
    \t\tG0 = {isa = PBXGroup; children = (G1, F2, S1, ); sourceTree = "<group>"; };
    \t\tG1 /* App */ = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };
    \t\tS1 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = Widget; sourceTree = "<group>"; };
    \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.swift, ); target = T2; };
    \t\tE2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.swift, ); target = T1; };
    \t\tP1 = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, ); };
    \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = App; };
    \t\tT2 /* Widget */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = Widget; };
    \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0D, C0R, ); };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1D, C1R, ); };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2D, C2R, ); };
    \t\tC0D = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; IPHONEOS_DEPLOYMENT_TARGET = 16.4; SDKROOT = iphoneos; }; name = Debug; };
    \t\tC0R = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; IPHONEOS_DEPLOYMENT_TARGET = 16.4; SDKROOT = iphoneos; }; name = Release; };
    \t\tC1D = {isa = XCBuildConfiguration; buildSettings = {
    \t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
    \t\t\t\tSWIFT_VERSION = 6.0;
    \t\t\t\tSWIFT_APPROACHABLE_CONCURRENCY = YES;
    \t\t\t}; name = Debug; };
    \t\tC1R = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; SWIFT_VERSION = 6.0; SWIFT_APPROACHABLE_CONCURRENCY = YES; }; name = Release; };
    \t\tC2D = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator watchos"; IPHONEOS_DEPLOYMENT_TARGET = 17.0; WATCHOS_DEPLOYMENT_TARGET = 10.0; }; name = Debug; };
    \t\tC2R = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated; SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator watchos"; IPHONEOS_DEPLOYMENT_TARGET = 17.0; WATCHOS_DEPLOYMENT_TARGET = 10.0; }; name = Release; };
    \t\tR1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, ); };
    \t};
    \trootObject = R1;
    }
    """
}
