# Warnings every target gets; STACKLAB_WERROR turns them into errors (CI does).
add_compile_options(-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
                    -Wformat=2 -Wimplicit-fallthrough)
if(STACKLAB_WERROR)
    add_compile_options(-Werror)
endif()

# The sanitizer build: ASan and UBSan for everything it compiles. With STACKLAB_FUZZ (clang), the
# same objects also carry libFuzzer's coverage (fuzzer-no-link), so one build serves the unit and
# lab tests under the sanitizers and the fuzz targets, which alone link the fuzzer
# (tests/fuzz/CMakeLists.txt); a fuzz target linking the helper's libraries is guided through them.
if(STACKLAB_SANITIZE OR STACKLAB_FUZZ)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    # The helper's modules (declared HOT_PATH or ROOT_SIDE in core/) run in the virtual lab's guest,
    # under TCG: at -O0 with ASan they made a two-stack lab run take 286 s instead of the 138 s of
    # the optimised build's helper. -O1 keeps every check (ASan's own advice for speed) and costs
    # those modules little compile time; the rest of the build stays at -O0 for the debugger.
    set(STACKLAB_HOT_PATH_OPTIONS -O1)
    add_link_options(-fsanitize=address,undefined)
endif()
if((STACKLAB_SANITIZE OR STACKLAB_FUZZ) AND CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    # clang's -fsanitize=function (part of undefined) flags every call Qt's signals make through a
    # pointer cast to its slot's real type; gcc has no such check, and neither build had it before.
    add_compile_options(-fno-sanitize=function)
endif()
if(STACKLAB_FUZZ)
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()

# lld links where it is installed (scripts/install-deps.sh installs it): the build links about 130
# test executables and the app, each carrying Qt's and our debug information, and GNU ld took
# 3-4 times as long for each (the app 3.2 s against 1.0 s, a GUI test 2.8 s against 0.7 s).
option(STACKLAB_LLD "Link with lld when the compiler accepts -fuse-ld=lld" ON)
if(STACKLAB_LLD)
    include(CheckLinkerFlag)
    check_linker_flag(CXX -fuse-ld=lld STACKLAB_HAVE_LLD)
    if(STACKLAB_HAVE_LLD)
        add_link_options(-fuse-ld=lld)
    endif()
endif()
