# Precompiled Qt headers. Nearly every file of ours starts by parsing the same QtCore headers (and in
# ui and its tests, QtWidgets): two headers are precompiled once each, by a small target of their
# own, and every library and test of that kind reuses the one it fits (REUSE_FROM), so the compiler
# parses Qt once per kind instead of once per file. QtTest stays out: a test defines
# QT_TESTCASE_BUILDDIR as its own folder, and gcc refuses a header built under another definition.
# clang (the asan preset) as well: it records each input's time stamp in the header and refuses
# a header whose inputs changed time, so the header is built without its own time stamp and its
# users compare an input's content when the time differs (a clone in another folder, or a header
# taken from ccache). On 8 core files under ASan that took the compiler from 21.8 s to 8.1 s.
# STACKLAB_PCH=OFF compiles without them.
option(STACKLAB_PCH "Precompile the Qt headers every target includes" ON)
set(STACKLAB_PCH_ACTIVE OFF)
if(STACKLAB_PCH AND CMAKE_CXX_COMPILER_ID MATCHES "^(GNU|Clang)$")
    set(STACKLAB_PCH_ACTIVE ON)
endif()

set(stacklab_pch_core_headers
    <algorithm> <functional> <memory> <optional> <utility> <vector>
    <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QElapsedTimer> <QFile> <QFileInfo> <QHash>
    <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QMap> <QObject> <QProcess> <QRegularExpression>
    <QSet> <QString> <QStringList> <QTimer>)
# QCustomPlot's one header (about 7,000 lines, QtPrintSupport's included) was the slowest part of
# every chart and page that draws one, and of the ui library's moc file (20-30 s each under ASan).
set(stacklab_pch_widgets_headers
    <QApplication> <QComboBox> <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QPushButton> <QTableView>
    <QVBoxLayout> <QWidget> "${PROJECT_SOURCE_DIR}/ui/widgets/customplot.h")

# stacklab_pch_source(KIND QT_TARGETS...): the target that precompiles KIND's header.
function(stacklab_pch_source kind)
    set(name stacklab_pch_${kind})
    add_library(${name} STATIC ${PROJECT_SOURCE_DIR}/cmake/pch/pch.cpp)
    set_target_properties(${name} PROPERTIES AUTOMOC OFF)
    target_link_libraries(${name} PRIVATE ${ARGN})
    set(headers ${stacklab_pch_core_headers})
    if(kind STREQUAL "widgets")
        list(APPEND headers ${stacklab_pch_widgets_headers})
    endif()
    if(kind STREQUAL "core_hot_path")
        # clang refuses a header built at another -O level (__OPTIMIZE__).
        target_compile_options(${name} PRIVATE ${STACKLAB_HOT_PATH_OPTIONS})
    endif()
    target_precompile_headers(${name} PRIVATE ${headers})
    if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        target_compile_options(${name} PRIVATE -Xclang -fno-pch-timestamp)
    endif()
endfunction()

if(STACKLAB_PCH_ACTIVE)
    # ccache caches a compile that uses a precompiled header only when gcc names it in its output;
    # clang names it on the command line.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        add_compile_options(-fpch-validate-input-files-content)
    elseif(CMAKE_CXX_COMPILER_LAUNCHER)
        add_compile_options(-fpch-preprocess)
    endif()
    stacklab_pch_source(core Qt6::Core)
    if(STACKLAB_HOT_PATH_OPTIONS)
        stacklab_pch_source(core_hot_path Qt6::Core)
    endif()
    if(STACKLAB_BUILD_GUI)
        stacklab_pch_source(widgets Qt6::Core Qt6::Widgets QCustomPlotQt6::QCustomPlotQt6)
    endif()
endif()

# stacklab_use_pch(TARGET KIND): TARGET reuses KIND's precompiled header (core or widgets); nothing
# when precompiled headers are off.
function(stacklab_use_pch target kind)
    if(STACKLAB_PCH_ACTIVE AND TARGET stacklab_pch_${kind})
        target_precompile_headers(${target} REUSE_FROM stacklab_pch_${kind})
    endif()
endfunction()
