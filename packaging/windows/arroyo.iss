; Inno Setup script: the Windows installer of Arroyo's one-folder bundle (dist\arroyo).
; Built by the release workflow on Windows:
;   iscc /DAppVersion=0.1.0 /DSourceDir=..\..\dist\arroyo /DOutputDir=..\..\out packaging\windows\arroyo.iss
; Installs per user by default (no administrator prompt), with a Start-menu entry, an optional
; desktop icon, and an uninstaller listed in Settings > Apps.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\arroyo"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller to this app: never change it.
AppId={{6C1D3F0E-8B2A-4E5D-9A47-3F2B8C1E7D45}
AppName=Arroyo
AppVersion={#AppVersion}
AppVerName=Arroyo {#AppVersion}
AppPublisher=The Arroyo authors
AppPublisherURL=https://github.com/arroyo/arroyo
DefaultDirName={autopf}\Arroyo
DefaultGroupName=Arroyo
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=Arroyo-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\desktop_app\icons\arroyo.ico
UninstallDisplayIcon={app}\arroyo.exe
UninstallDisplayName=Arroyo
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Arroyo"; Filename: "{app}\arroyo.exe"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,Arroyo}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Arroyo"; Filename: "{app}\arroyo.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\arroyo.exe"; Description: "{cm:LaunchProgram,Arroyo}"; Flags: nowait postinstall skipifsilent
