# Precompiled Qt headers. Nearly every file of ours starts by parsing the same QtCore headers (and in
# ui and its tests, QtWidgets): two headers are precompiled once each, by a small target of their
# own, and every library and test of that kind reuses the one it fits (REUSE_FROM), so the compiler
# parses Qt once per kind instead of once per file. QtTest stays out: a test defines
# QT_TESTCASE_BUILDDIR as its own folder, and gcc refuses a header built under another definition.
# gcc only: clang checks a precompiled header's inputs by time stamp, which a clone in another
# folder (CI's) never matches from ccache.
# STACKLAB_PCH=OFF compiles without them.
option(STACKLAB_PCH "Precompile the Qt headers every target includes (gcc)" ON)
set(STACKLAB_PCH_ACTIVE OFF)
if(STACKLAB_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(STACKLAB_PCH_ACTIVE ON)
endif()

set(stacklab_pch_core_headers
    <algorithm> <functional> <memory> <optional> <utility> <vector>
    <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QElapsedTimer> <QFile> <QFileInfo> <QHash>
    <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QMap> <QObject> <QProcess> <QRegularExpression>
    <QSet> <QString> <QStringList> <QTimer>)
set(stacklab_pch_widgets_headers
    <QApplication> <QComboBox> <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QPushButton> <QTableView>
    <QVBoxLayout> <QWidget>)

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
    target_precompile_headers(${name} PRIVATE ${headers})
endfunction()

if(STACKLAB_PCH_ACTIVE)
    # ccache caches a compile that uses a precompiled header only when gcc names it in its output.
    if(CMAKE_CXX_COMPILER_LAUNCHER)
        add_compile_options(-fpch-preprocess)
    endif()
    stacklab_pch_source(core Qt6::Core)
    if(STACKLAB_BUILD_GUI)
        stacklab_pch_source(widgets Qt6::Core Qt6::Widgets)
    endif()
endif()

# stacklab_use_pch(TARGET KIND): TARGET reuses KIND's precompiled header (core or widgets); nothing
# when precompiled headers are off.
function(stacklab_use_pch target kind)
    if(STACKLAB_PCH_ACTIVE AND TARGET stacklab_pch_${kind})
        target_precompile_headers(${target} REUSE_FROM stacklab_pch_${kind})
    endif()
endfunction()
